import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useQueryClient } from '@campaign/shared/query';
import { sessionRenewal } from '../../../lib/session-renewal';
import { currentUserKey } from '../api/get-current-user';
import { useSignInAgain } from '../api/sign-in-again';
import styles from './auth.module.css';

/**
 * Asks for the password when the session has ended mid-work (lib/session-renewal.ts): the page
 * and everything typed on it stay as they are, and the save that found the session gone is sent
 * again once signed in. Only the same account can sign in here, so a save is never sent as
 * someone else.
 */
export function SignInAgainDialog({ email }: { email: string }) {
  const asking = useSyncExternalStore(
    sessionRenewal.subscribe,
    sessionRenewal.isAsking,
    () => false,
  );
  const signIn = useSignInAgain();
  const [password, setPassword] = useState('');
  // The account signs in with a second step: after the password, its code.
  const [askingCode, setAskingCode] = useState(false);
  const [code, setCode] = useState('');
  const queryClient = useQueryClient();

  // Checked again as the dialog opens: the header stops naming an account whose session ended
  // (the console keeps its page; see use-admin-session.ts), and names it again once signed in.
  useEffect(() => {
    if (asking) void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [asking, queryClient]);

  const clear = () => {
    setPassword('');
    setCode('');
    setAskingCode(false);
    signIn.reset();
  };
  const submit = () =>
    signIn.mutate(askingCode ? { code } : { email, password }, {
      onSuccess: (outcome) => {
        if (outcome === 'code-needed') {
          setPassword('');
          setAskingCode(true);
          signIn.reset();
          return;
        }
        clear();
        sessionRenewal.renewed();
      },
    });
  const notNow = () => {
    clear();
    sessionRenewal.declined();
  };

  return (
    <Modal
      open={asking}
      title="Sign in again to save your work"
      onCancel={notNow}
      mask={{ closable: false }}
      footer={[
        <Button key="later" onClick={notNow} disabled={signIn.isPending}>
          Not now
        </Button>,
        <Button
          key="sign-in"
          type="primary"
          htmlType="submit"
          form="sign-in-again"
          loading={signIn.isPending}
          disabled={askingCode ? code.trim() === '' : password === ''}
        >
          {askingCode ? 'Continue and save' : 'Sign in and save'}
        </Button>,
      ]}
    >
      <Form id="sign-in-again" layout="vertical" requiredMark={false} onFinish={submit}>
        <p className={styles.renewalLead}>
          Your session has ended, so the last change was not saved yet. Nothing you wrote is lost:
          enter your password and it is saved as soon as you are signed in.
        </p>
        {signIn.isError && (
          <Alert
            className={styles.renewalAlert}
            type="error"
            showIcon
            title={signIn.error.message}
          />
        )}
        <Form.Item label="Email" htmlFor="sign-in-again-email">
          <Input id="sign-in-again-email" value={email} readOnly autoComplete="username" />
        </Form.Item>
        {askingCode ? (
          <Form.Item
            label="Code from your authenticator app"
            htmlFor="sign-in-again-code"
            extra="Or one of your recovery codes."
            required
          >
            <Input
              id="sign-in-again-code"
              autoComplete="one-time-code"
              autoFocus
              maxLength={32}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </Form.Item>
        ) : (
          <Form.Item label="Password" htmlFor="sign-in-again-password" required>
            <Input.Password
              id="sign-in-again-password"
              autoComplete="current-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
