import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Result } from 'antd';
import { UserDeleteOutlined } from '@ant-design/icons';
import { erasureInputSchema, type ErasureResult } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { countOf } from '../../../lib/format-time';
import { RequestFailureAlert } from '../../../lib/components/RequestFailureAlert';
import { issuesOf, schemaRule, showIssuesOnForm } from '../../../lib/server-issues';
import { useErasePerson } from '../api/erase-person';
import styles from './people.module.css';

type Step =
  | { kind: 'email' }
  | { kind: 'confirm'; email: string }
  | { kind: 'done'; email: string; result: ErasureResult };

const emailRule = schemaRule(erasureInputSchema.shape.email);

/** "2 pledges, 1 message and 1 newsletter subscription". */
export function removedSummary(result: ErasureResult): string {
  const parts = [
    countOf(result.pledges, 'pledge'),
    countOf(result.messages, 'message'),
    countOf(result.subscriptions, 'newsletter subscription'),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * "Erase a person": asks for the email (checked with the contract's schema), asks once more,
 * then removes everything the site holds about that email and says how much went.
 */
export function ErasePersonButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button danger icon={<UserDeleteOutlined aria-hidden="true" />} onClick={() => setOpen(true)}>
        Erase a person
      </Button>
      {/* Mounted per opening: every erasure starts from an empty form. */}
      {open && <ErasePersonDialog onClosed={() => setOpen(false)} />}
    </>
  );
}

function ErasePersonDialog({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [form] = Form.useForm<{ email: string }>();
  const erase = useErasePerson();

  const close = () => setOpen(false);

  const confirm = (email: string) =>
    erase.mutate(
      { email },
      {
        onSuccess: (result) => {
          setStep({ kind: 'done', email, result });
          toast({ title: 'Success', description: `Erased everything held about ${email}` });
        },
        onError: (error) => {
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to erase the person'),
            variant: 'destructive',
          });
          const issues = issuesOf(error);
          if (issues.length > 0) {
            setStep({ kind: 'email' });
            showIssuesOnForm(form, issues);
          }
        },
      },
    );

  let footer;
  let content;
  if (step.kind === 'email') {
    footer = [
      <Button key="cancel" onClick={close}>
        Cancel
      </Button>,
      <Button key="next" type="primary" onClick={() => form.submit()}>
        Continue
      </Button>,
    ];
  } else if (step.kind === 'confirm') {
    content = (
      <>
        <Alert
          type="warning"
          showIcon
          title={`Erase everything held about ${step.email}?`}
          description="Their pledges, messages and newsletter subscription are removed for good. This cannot be undone."
        />
        <RequestFailureAlert
          className={styles.modalAlert}
          request={erase}
          fallback="Failed to erase the person. Please try again."
        />
      </>
    );
    footer = [
      <Button key="back" onClick={() => setStep({ kind: 'email' })} disabled={erase.isPending}>
        Back
      </Button>,
      <Button
        key="erase"
        type="primary"
        danger
        loading={erase.isPending}
        onClick={() => confirm(step.email)}
      >
        Erase
      </Button>,
    ];
  } else {
    content = (
      <Result
        status="success"
        title={<h2 className={styles.resultTitle}>Erased</h2>}
        subTitle={`${removedSummary(step.result)} removed for ${step.email}.`}
      />
    );
    footer = [
      <Button key="done" type="primary" onClick={close}>
        Done
      </Button>,
    ];
  }

  return (
    <Modal
      open={open}
      title="Erase a person"
      onCancel={close}
      afterClose={onClosed}
      footer={footer}
      mask={{ closable: !erase.isPending }}
      closable={!erase.isPending}
    >
      {/* The form stays mounted through the steps, so Back shows the address typed. */}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        hidden={step.kind !== 'email'}
        onFinish={({ email }) => setStep({ kind: 'confirm', email: email.trim().toLowerCase() })}
        aria-label="Erase a person"
      >
        <p>
          Removes every pledge, contact message and newsletter subscription made with one email
          address. The activity log records that an erasure happened, not whose.
        </p>
        <Form.Item name="email" label="Email address" rules={[emailRule]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Form>
      {content}
    </Modal>
  );
}
