import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { ownNameInputSchema, type CurrentUser, type OwnNameInput } from '@campaign/shared';
import { toast } from '@campaign/shared/react';
import { RequestFailureAlert } from '../../../lib/components/RequestFailureAlert';
import { issuesOf, schemaRule, showIssuesOnForm } from '../../../lib/server-issues';
import { useSaveOwnName } from '../api/save-own-name';
import styles from './auth.module.css';
import uiStyles from '../../../lib/components/ui.module.css';

const { shape } = ownNameInputSchema;
const RULES = { firstName: [schemaRule(shape.firstName)], lastName: [schemaRule(shape.lastName)] };

/**
 * An account made without a name (the first admin, made at start-up from ADMIN_EMAIL)
 * is asked for one above every area until it gives one: articles take their author from it,
 * and the header and the activity log show it. A notice rather than a dialog, so nothing is in
 * the way of someone who came to do something else first.
 */
export function YourNameNotice({ user }: { user: CurrentUser }) {
  const [asking, setAsking] = useState(false);
  if (user.firstName) return null;
  return (
    <>
      <Alert
        className={styles.nameNotice}
        classNames={{ actions: styles.nameNoticeActions }}
        type="info"
        showIcon
        title="Your account has no name yet"
        description="New articles take their author from it."
        action={
          <Button size="small" type="primary" onClick={() => setAsking(true)}>
            Add your name
          </Button>
        }
      />
      {/* Mounted per opening: each starts from an empty form. */}
      {asking && <YourNameDialog onClosed={() => setAsking(false)} />}
    </>
  );
}

function YourNameDialog({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<OwnNameInput>();
  const save = useSaveOwnName();

  const submit = (values: OwnNameInput) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Your name is saved' });
        setOpen(false);
      },
      onError: (error) => showIssuesOnForm(form, issuesOf(error)),
    });
  const close = () => setOpen(false);

  return (
    <Modal
      open={open}
      title="Your name"
      onCancel={close}
      afterClose={onClosed}
      mask={{ closable: !save.isPending }}
      footer={[
        <Button key="cancel" onClick={close} disabled={save.isPending}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => form.submit()}>
          Save name
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        onFinish={submit}
        aria-label="Your name"
      >
        <p className={styles.renewalLead}>
          New articles show it as their author, and other organisers see it in the activity log.
        </p>
        <RequestFailureAlert
          className={styles.renewalAlert}
          request={save}
          fallback="Failed to save your name. Please try again."
        />
        <div className={uiStyles.fieldPair}>
          <Form.Item name="firstName" label="First name" rules={RULES.firstName}>
            <Input autoComplete="given-name" autoFocus />
          </Form.Item>
          <Form.Item name="lastName" label="Last name" rules={RULES.lastName}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
