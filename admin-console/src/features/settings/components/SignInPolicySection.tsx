import { Alert, Skeleton, Switch } from 'antd';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { LoadError } from '../../../lib/components/LoadError';
import { useSaveSignInPolicy, useSignInPolicy } from '../api/sign-in-policy';
import styles from './settings.module.css';

/**
 * "Require two-factor sign-in for every admin": saved as soon as it is switched (not with the
 * site's public details above). The server refuses to switch it on for an admin who has not set
 * up their own, so no one locks themselves out.
 */
export function SignInPolicySection() {
  const policy = useSignInPolicy();
  const save = useSaveSignInPolicy();

  const change = (requireAdminTwoFactor: boolean) =>
    save.mutate(
      { requireAdminTwoFactor },
      {
        onSuccess: () =>
          toast({
            title: 'Sign-in rule saved',
            description: requireAdminTwoFactor
              ? 'Every admin now needs two-factor sign-in.'
              : 'Two-factor sign-in is no longer required for admins.',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to save the sign-in rule'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section
      className={`${styles.group} ${styles.policy}`}
      aria-labelledby="sign-in-policy-heading"
    >
      <h2 id="sign-in-policy-heading" className={styles.legend}>
        Signing in
      </h2>
      {policy.isError ? (
        <LoadError
          message="Failed to load the sign-in rule"
          error={policy.error}
          onRetry={() => void policy.refetch()}
        />
      ) : !policy.data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <label className={styles.switchRow}>
            <Switch
              checked={policy.data.requireAdminTwoFactor}
              loading={save.isPending}
              onChange={change}
            />
            <span>Require two-factor sign-in for every admin</span>
          </label>
          <p className={styles.hint}>
            An admin without it is asked to set it up before they can use the console. Set up your
            own first, under Your account.
          </p>
          {save.isError && (
            <Alert type="error" showIcon title={errorMessage(save.error, 'Failed to save')} />
          )}
        </>
      )}
    </section>
  );
}
