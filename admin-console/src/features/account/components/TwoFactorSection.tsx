import { useState } from 'react';
import { Alert, Button, Form, Input, Skeleton, Typography } from 'antd';
import {
  totpCodeSchema,
  twoFactorDisableInputSchema,
  type TwoFactorDisableInput,
} from '@campaign/shared';
import { toast } from '@campaign/shared/react';
import { LoadError } from '../../../lib/components/LoadError';
import { RequestFailureAlert } from '../../../lib/components/RequestFailureAlert';
import { issuesOf, schemaRule, showIssuesOnForm } from '../../../lib/server-issues';
import {
  useConfirmSetup,
  useDisableTwoFactor,
  useRefreshTwoFactor,
  useStartSetup,
  useTwoFactorStatus,
} from '../api/account';
import styles from './account.module.css';

/** The secret in groups of four, as authenticator apps show it: easier to type by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-factor sign-in for the signed-in account: set up (QR code, or the key typed by hand, then
 * a first code to confirm), the recovery codes shown once, and turning it off with the password
 * or a current code.
 */
export function TwoFactorSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const status = useTwoFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = useRefreshTwoFactor();
  const Heading = `h${headingLevel}` as const;

  let body;
  if (recoveryCodes) {
    body = (
      <RecoveryCodesPanel
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          void refresh();
        }}
      />
    );
  } else if (status.isError) {
    body = (
      <LoadError
        message="Failed to load your two-factor sign-in"
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.data) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else if (status.data.enabled) {
    body = <TwoFactorOn recoveryCodesLeft={status.data.recoveryCodesLeft} />;
  } else {
    body = <SetUp onConfirmed={setRecoveryCodes} />;
  }

  return (
    <section className={styles.section} aria-labelledby="two-factor-heading">
      <Heading id="two-factor-heading" className={styles.sectionTitle}>
        Two-factor sign-in
      </Heading>
      <p className={styles.hint}>
        After your password, signing in asks for a code from an authenticator app on your phone
        (such as Aegis, Google Authenticator or 1Password), so a stolen password alone is not
        enough.
      </p>
      {body}
    </section>
  );
}

function SetUp({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const start = useStartSetup();
  const confirm = useConfirmSetup();
  const [form] = Form.useForm<{ code: string }>();

  if (!start.data) {
    return (
      <>
        <RequestFailureAlert
          className={styles.alert}
          request={start}
          fallback="Could not start setting up. Please try again."
        />
        <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>
          Set up two-factor sign-in
        </Button>
      </>
    );
  }
  const { secret, qrCode } = start.data;
  const submit = ({ code }: { code: string }) =>
    confirm.mutate(
      { code },
      {
        onSuccess: ({ recoveryCodes }) => {
          toast({ title: 'Two-factor sign-in is on', description: 'Save your recovery codes.' });
          onConfirmed(recoveryCodes);
        },
        onError: (error) => showIssuesOnForm(form, issuesOf(error)),
      },
    );

  return (
    <div>
      <ol className={styles.steps}>
        <li>
          <p>Scan this QR code with your authenticator app:</p>
          <img
            className={styles.qr}
            src={qrCode}
            width={200}
            height={200}
            alt="QR code holding your two-factor key"
          />
        </li>
        <li>
          <p>Or, if you cannot scan it, enter this key in the app:</p>
          <Typography.Text code copyable={{ text: secret }} className={styles.secret}>
            <span data-testid="two-factor-secret">{grouped(secret)}</span>
          </Typography.Text>
        </li>
        <li>
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={submit}
            aria-label="Confirm two-factor sign-in"
          >
            <RequestFailureAlert
              className={styles.alert}
              request={confirm}
              fallback="Could not switch it on. Please try again."
            />
            <Form.Item
              name="code"
              label="Enter the 6-digit code the app shows"
              rules={[schemaRule(totpCodeSchema)]}
              validateTrigger="onSubmit"
            >
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={9}
                className={styles.codeInput}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirm.isPending}>
              Confirm and switch on
            </Button>
          </Form>
        </li>
      </ol>
    </div>
  );
}

function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div>
      <Alert
        type="warning"
        showIcon
        title="Save your recovery codes now"
        description="Each one signs you in once instead of a code from your app, if you lose your phone. They are shown only this once: print them or keep them in your password manager."
      />
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Typography.Text copyable={{ text: codes.join('\n') }}>Copy all codes</Typography.Text>
        <Button type="primary" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

function TwoFactorOn({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const [turningOff, setTurningOff] = useState(false);
  const disable = useDisableTwoFactor();
  const [form] = Form.useForm<TwoFactorDisableInput>();

  const submit = (values: TwoFactorDisableInput) => {
    const checked = twoFactorDisableInputSchema.safeParse(values);
    if (!checked.success) {
      form.setFields([{ name: 'password', errors: [checked.error.issues[0]!.message] }]);
      return;
    }
    disable.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: 'Two-factor sign-in is off' });
        setTurningOff(false);
      },
    });
  };

  return (
    <>
      <Alert
        className={styles.alert}
        type="success"
        showIcon
        title="Two-factor sign-in is on"
        description={`${recoveryCodesLeft} of 10 recovery codes left.`}
      />
      {turningOff ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          aria-label="Turn off two-factor sign-in"
          className={styles.narrowForm}
        >
          <RequestFailureAlert
            className={styles.alert}
            request={disable}
            fallback="Could not turn it off. Please try again."
          />
          <p className={styles.hint}>Enter your password, or a current code from your app.</p>
          <Form.Item name="password" label="Password">
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="code" label="Or a code from your app">
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={32} />
          </Form.Item>
          <div className={styles.actions}>
            <Button onClick={() => setTurningOff(false)} disabled={disable.isPending}>
              Cancel
            </Button>
            <Button danger type="primary" htmlType="submit" loading={disable.isPending}>
              Turn off
            </Button>
          </div>
        </Form>
      ) : (
        <Button danger onClick={() => setTurningOff(true)}>
          Turn off two-factor sign-in
        </Button>
      )}
    </>
  );
}
