import { Button, Form, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import {
  messageReplySchema,
  replySubject,
  type InboxMessage,
  type MessageReply,
} from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast, useSiteInfo } from '@campaign/shared/react';
import { RequestFailureAlert } from '../../../lib/components/RequestFailureAlert';
import { issuesOf, schemaRule, showIssuesOnForm } from '../../../lib/server-issues';
import { useReplyToMessage } from '../api/reply-message';
import styles from './messages.module.css';

const { shape } = messageReplySchema;
const RULES = { subject: [schemaRule(shape.subject)], body: [schemaRule(shape.body)] };

/**
 * "Reply by email" when the site sends email: a subject and a plain-text answer, checked with the
 * contract's schema. The sender's message is quoted below the answer in the email; sending marks
 * the message handled.
 */
export function ReplyForm({
  message,
  onReplied,
}: {
  message: InboxMessage;
  onReplied: () => void;
}) {
  const { name: siteName } = useSiteInfo();
  const [form] = Form.useForm<MessageReply>();
  const reply = useReplyToMessage();

  const submit = (values: MessageReply) =>
    reply.mutate(
      { id: message.id, reply: values },
      {
        onSuccess: () => {
          toast({
            title: 'Reply sent',
            description: `Your reply to ${message.email} is in the outbox; the message is marked handled.`,
          });
          form.resetFields();
          onReplied();
        },
        onError: (error) => {
          showIssuesOnForm(form, issuesOf(error));
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to send the reply'),
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <section className={styles.reply} aria-labelledby={`reply-${message.id}`}>
      <h3 id={`reply-${message.id}`} className={styles.replyTitle}>
        Reply by email
      </h3>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        initialValues={{ subject: replySubject(siteName), body: '' }}
        onFinish={submit}
        aria-labelledby={`reply-${message.id}`}
      >
        <RequestFailureAlert
          className={styles.replyAlert}
          request={reply}
          fallback="Failed to send the reply. Please try again."
        />
        <Form.Item name="subject" label="Subject" rules={RULES.subject}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="body"
          label="Your answer"
          rules={RULES.body}
          extra={`To ${message.email}. Their message is quoted below your answer.`}
        >
          <Input.TextArea rows={6} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden="true" />}
          loading={reply.isPending}
        >
          Send reply
        </Button>
      </Form>
    </section>
  );
}
