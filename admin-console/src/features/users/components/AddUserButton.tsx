import { useState } from 'react';
import { Button, Form, Input, Modal, Select } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import {
  staffAccountInputSchema,
  type NewStaffAccount,
  type StaffAccountInput,
} from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { useMailStatus } from '../../../lib/api/mail-status';
import { RequestFailureAlert } from '../../../lib/components/RequestFailureAlert';
import { issuesOf, schemaRule, showIssuesOnForm } from '../../../lib/server-issues';
import { useAddStaffAccount } from '../api/staff-accounts';
import { ROLE_OPTIONS } from '../roles';
import { PasswordLinkPanel } from './PasswordLinkPanel';
import styles from './users.module.css';
import uiStyles from '../../../lib/components/ui.module.css';

const { shape } = staffAccountInputSchema;
const RULES = {
  email: [schemaRule(shape.email)],
  firstName: [schemaRule(shape.firstName)],
  lastName: [schemaRule(shape.lastName)],
  role: [schemaRule(shape.role)],
};

/**
 * "Add user": a form checked with the contract's schema (the server's `issues` land under the
 * same fields), then the new account's one-time link to pass on.
 */
export function AddUserButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="primary"
        icon={<UserAddOutlined aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Add user
      </Button>
      {/* Mounted per opening: every new account starts from an empty form. */}
      {open && <AddUserDialog onClosed={() => setOpen(false)} />}
    </>
  );
}

function AddUserDialog({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const [added, setAdded] = useState<NewStaffAccount | null>(null);
  const [form] = Form.useForm<StaffAccountInput>();
  const add = useAddStaffAccount();
  const sendsEmail = useMailStatus().data?.configured === true;

  const submit = (values: StaffAccountInput) =>
    add.mutate(values, {
      onSuccess: (account) => {
        setAdded(account);
        toast({ title: 'Success', description: `Account added for ${account.account.email}` });
      },
      onError: (error) => {
        showIssuesOnForm(form, issuesOf(error));
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to add the user'),
          variant: 'destructive',
        });
      },
    });

  const close = () => setOpen(false);

  return (
    <Modal
      open={open}
      title={added ? 'User added' : 'Add user'}
      onCancel={close}
      afterClose={onClosed}
      mask={{ closable: !add.isPending && !added }}
      footer={
        added
          ? [
              <Button key="done" type="primary" onClick={close}>
                Done
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={add.isPending}>
                Cancel
              </Button>,
              <Button
                key="add"
                type="primary"
                loading={add.isPending}
                onClick={() => form.submit()}
              >
                Add user
              </Button>,
            ]
      }
    >
      {added ? (
        <PasswordLinkPanel link={added.passwordLink} email={added.account.email} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          validateTrigger="onBlur"
          initialValues={{ role: 'editor' }}
          onFinish={submit}
          aria-label="Add user"
        >
          <p className={styles.formLead}>
            {sendsEmail
              ? 'The new account gets a one-time link to set its password, by email and here.'
              : 'The new account gets a one-time link to set its password; no email is sent.'}
          </p>
          <RequestFailureAlert
            className={styles.formAlert}
            request={add}
            fallback="Failed to add the user. Please try again."
          />
          <Form.Item name="email" label="Email address" rules={RULES.email}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <div className={uiStyles.fieldPair}>
            <Form.Item name="firstName" label="First name" rules={RULES.firstName}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item name="lastName" label="Last name" rules={RULES.lastName}>
              <Input autoComplete="off" />
            </Form.Item>
          </div>
          <Form.Item
            name="role"
            label="Role"
            rules={RULES.role}
            extra="Editors edit content only; admins also see messages, people, users and the activity log."
          >
            <Select options={ROLE_OPTIONS} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
