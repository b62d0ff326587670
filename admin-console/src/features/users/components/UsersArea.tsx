import { useState } from 'react';
import { Button, Modal, Popconfirm, Select, Tag, type TableColumnsType } from 'antd';
import {
  pageQuerySchema,
  type PasswordLink,
  type StaffAccount,
  type UserRole,
} from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { areaOf } from '../../../lib/areas';
import { AreaHeader } from '../../../lib/components/AreaHeader';
import { ConsoleTable } from '../../../lib/components/ConsoleTable';
import { countOf } from '../../../lib/format-time';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { parseUrlQuery, useUrlQuery } from '../../../lib/use-url-query';
import {
  useDeleteStaffAccount,
  useNewPasswordLink,
  useResetTwoFactor,
  useStaffAccounts,
  useUpdateStaffAccount,
} from '../api/staff-accounts';
import { ROLE_OPTIONS } from '../roles';
import { AddUserButton } from './AddUserButton';
import { PasswordLinkPanel } from './PasswordLinkPanel';
import area from '../../../lib/components/area.module.css';
import styles from './users.module.css';
import { defined } from '../../../lib/defined';

const URL_DEFAULTS = { page: 1 };

function nameOf(account: StaffAccount): string {
  return [account.firstName, account.lastName].filter((part) => part?.trim()).join(' ');
}

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

/**
 * Users: the staff accounts with their role, status and whether a password is set; add one,
 * change a role, disable or enable, make a new password link, delete. The server refuses what
 * would leave no admin or lock yourself out (409), and its message is shown as it is.
 */
export function UsersArea() {
  const me = useSignedInUser();
  const [params, update] = useUrlQuery(URL_DEFAULTS);
  const { page } = parseUrlQuery(pageQuerySchema, params);
  const accounts = useStaffAccounts(page);
  const updateAccount = useUpdateStaffAccount();
  const newLink = useNewPasswordLink();
  const deleteAccount = useDeleteStaffAccount();
  const resetTwoFactor = useResetTwoFactor();
  const [shownLink, setShownLink] = useState<{ email: string; link: PasswordLink } | null>(null);

  const changeRole = (account: StaffAccount, role: UserRole) =>
    updateAccount.mutate(
      { id: account.id, update: { role } },
      {
        onSuccess: () =>
          toast({
            title: 'Success',
            description: `${account.email} is now ${role === 'admin' ? 'an admin' : 'an editor'}`,
          }),
        onError: failed('Failed to change the role'),
      },
    );

  const toggleDisabled = (account: StaffAccount) =>
    updateAccount.mutate(
      { id: account.id, update: { disabled: !account.disabled } },
      {
        onSuccess: () =>
          toast({
            title: 'Success',
            description: `${account.email} ${account.disabled ? 'can sign in again' : 'can no longer sign in'}`,
          }),
        onError: failed(
          account.disabled ? 'Failed to enable the account' : 'Failed to disable the account',
        ),
      },
    );

  const resetPassword = (account: StaffAccount) =>
    new Promise<void>((resolve) =>
      newLink.mutate(account.id, {
        onSuccess: (link) => setShownLink({ email: account.email, link }),
        onError: failed('Failed to make a password link'),
        onSettled: () => resolve(),
      }),
    );

  const remove = (account: StaffAccount) =>
    new Promise<void>((resolve) =>
      deleteAccount.mutate(account.id, {
        onSuccess: () =>
          toast({ title: 'Success', description: `Deleted the account of ${account.email}` }),
        onError: failed('Failed to delete the account'),
        onSettled: () => resolve(),
      }),
    );

  const resetSecondFactor = (account: StaffAccount) =>
    new Promise<void>((resolve) =>
      resetTwoFactor.mutate(account.id, {
        onSuccess: () =>
          toast({
            title: 'Success',
            description: `${account.email} signs in with the password alone now`,
          }),
        onError: failed('Failed to reset two-factor sign-in'),
        onSettled: () => resolve(),
      }),
    );

  const busy =
    updateAccount.isPending ||
    newLink.isPending ||
    deleteAccount.isPending ||
    resetTwoFactor.isPending;

  const columns: TableColumnsType<StaffAccount> = [
    {
      key: 'email',
      title: 'Email',
      render: (_value, account) => (
        <span className={styles.email}>
          {account.email}
          {account.id === me.id && <Tag className={styles.youTag}>You</Tag>}
        </span>
      ),
    },
    {
      key: 'name',
      title: 'Name',
      render: (_value, account) => nameOf(account) || <span className={area.muted}>No name</span>,
    },
    {
      key: 'role',
      title: 'Role',
      render: (_value, account) => (
        <Select<UserRole>
          aria-label={`Role of ${account.email}`}
          className={styles.roleSelect}
          {...defined({ value: account.role ?? undefined })}
          placeholder="No role"
          options={ROLE_OPTIONS}
          disabled={busy}
          onChange={(role) => changeRole(account, role)}
          popupMatchSelectWidth={false}
        />
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_value, account) =>
        account.disabled ? <Tag color="error">Disabled</Tag> : <Tag color="success">Active</Tag>,
    },
    {
      key: 'password',
      title: 'Password',
      render: (_value, account) =>
        account.hasPassword ? 'Set' : <span className={area.muted}>Not yet</span>,
    },
    {
      key: 'twoFactor',
      title: 'Two-factor',
      render: (_value, account) =>
        account.twoFactor ? 'On' : <span className={area.muted}>Off</span>,
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">Actions</span>,
      render: (_value, account) => (
        <div className={styles.actions}>
          <Button
            size="small"
            disabled={busy}
            aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.email}`}
            onClick={() => toggleDisabled(account)}
          >
            {account.disabled ? 'Enable' : 'Disable'}
          </Button>
          <Popconfirm
            title="Make a new password link?"
            description="The person sets a new password with it; the link works once, for 24 hours."
            okText="Make link"
            cancelText="Cancel"
            // antd shows the button working until the promise settles (it never rejects), though
            // its type says void.
            // eslint-disable-next-line @typescript-eslint/no-misused-promises
            onConfirm={() => resetPassword(account)}
          >
            <Button size="small" disabled={busy} aria-label={`Reset password of ${account.email}`}>
              Reset password
            </Button>
          </Popconfirm>
          {account.twoFactor && (
            <Popconfirm
              title="Reset two-factor sign-in?"
              description="For a lost phone: they sign in with the password alone and can set up a new app. Their sessions end."
              okText="Reset"
              cancelText="Cancel"
              // antd shows the button working until the promise settles (it never rejects),
              // though its type says void.
              // eslint-disable-next-line @typescript-eslint/no-misused-promises
              onConfirm={() => resetSecondFactor(account)}
            >
              <Button
                size="small"
                disabled={busy}
                aria-label={`Reset two-factor sign-in of ${account.email}`}
              >
                Reset two-factor
              </Button>
            </Popconfirm>
          )}
          <Popconfirm
            title={`Delete the account of ${account.email}?`}
            description="They can no longer sign in. Their edits stay in the activity log."
            okText="Delete"
            cancelText="Keep it"
            okButtonProps={{ danger: true }}
            // antd shows the button working until the promise settles (it never rejects), though
            // its type says void.
            // eslint-disable-next-line @typescript-eslint/no-misused-promises
            onConfirm={() => remove(account)}
          >
            <Button size="small" danger disabled={busy} aria-label={`Delete ${account.email}`}>
              Delete
            </Button>
          </Popconfirm>
        </div>
      ),
    },
  ];

  return (
    <>
      <AreaHeader
        title={areaOf('users').title}
        lead="Who can sign in to this console. Admins see everything; editors edit content only."
        actions={<AddUserButton />}
      />
      <div className={area.panel}>
        {accounts.data && (
          <p className={`${area.total} ${styles.total}`}>
            {countOf(accounts.data.total, 'account')}
          </p>
        )}
        <ConsoleTable<StaffAccount>
          label="Users"
          failure="Failed to load users."
          rows={accounts}
          columns={columns}
          pagination={{
            current: page,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => update({ page: next }),
          }}
        />
      </div>
      <Modal
        open={shownLink !== null}
        title="New password link"
        onCancel={() => setShownLink(null)}
        footer={[
          <Button key="done" type="primary" onClick={() => setShownLink(null)}>
            Done
          </Button>,
        ]}
        destroyOnHidden
      >
        {shownLink && <PasswordLinkPanel link={shownLink.link} email={shownLink.email} />}
      </Modal>
    </>
  );
}
