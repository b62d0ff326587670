import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import {
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  apiTokenInputSchema,
  type ApiToken,
  type ApiTokenInput,
} from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { formatLocalDateTime } from '../../../lib/format-time';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';
import { SettingsList } from './SettingsList';
import styles from './settings.module.css';

const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((scope) => ({
  value: scope,
  label: API_TOKEN_SCOPE_LABELS[scope],
}));

/** The field's message from the same schema the API checks the body with. */
function fieldError(field: keyof ApiTokenInput, values: Partial<ApiTokenInput>): string | null {
  const result = apiTokenInputSchema.safeParse({ name: '', scopes: [], ...values });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const onRevoke = () =>
    revoke.mutateAsync(token.id).then(
      () => toast({ title: 'Token revoked', description: `“${token.name}” can no longer read.` }),
      (error: unknown) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to revoke the token'),
          variant: 'destructive',
        }),
    );
  return (
    <li className={styles.tokenRow}>
      <div>
        <strong>{token.name}</strong> <code>{token.hint}…</code>
        {token.revokedAt && <Tag className={styles.tokenTag}>Revoked</Tag>}
        <div className={styles.tokenMeta}>
          {token.scopes.join(', ')} · created {formatLocalDateTime(token.createdAt)} by{' '}
          {token.createdBy} ·{' '}
          {token.lastUsedAt ? `last used ${formatLocalDateTime(token.lastUsedAt)}` : 'never used'}
        </div>
      </div>
      {!token.revokedAt && (
        <Popconfirm
          title="Revoke this token?"
          description="Anything reading with it is refused from now on. This cannot be undone."
          okText="Revoke"
          cancelText="Cancel"
          // antd shows the button working until the promise settles (it never rejects), though
          // its type says void.
          // eslint-disable-next-line @typescript-eslint/no-misused-promises
          onConfirm={onRevoke}
        >
          <Button size="small" danger aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        </Popconfirm>
      )}
    </li>
  );
}

/**
 * "API tokens": the read API's tokens (`/api/v1`, described at /api/v1/openapi.json), each
 * limited to what it may read. A new token is shown once, right after it is created.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [form] = Form.useForm<ApiTokenInput>();
  const [secret, setSecret] = useState<string | null>(null);

  const submit = (values: ApiTokenInput) =>
    create.mutate(apiTokenInputSchema.parse(values), {
      onSuccess: (created) => {
        setSecret(created.secret);
        form.resetFields();
      },
    });

  return (
    <section className={`${styles.group} ${styles.policy}`} aria-labelledby="api-tokens-heading">
      <h2 id="api-tokens-heading" className={styles.legend}>
        API tokens
      </h2>
      <p className={styles.hint}>
        A token lets another system (a CRM, a dashboard) read the totals, the pledges or the
        subscribers through the read API, described at <code>/api/v1/openapi.json</code>. Every list
        it reads is recorded in the activity log.
      </p>
      {secret && (
        <Alert
          className={styles.alert}
          type="success"
          showIcon
          title="Copy the new token now: it is not shown again."
          description={
            <Typography.Paragraph copyable={{ text: secret }} className={styles.secret}>
              <code>{secret}</code>
            </Typography.Paragraph>
          }
          closable={{ onClose: () => setSecret(null), 'aria-label': 'Hide the token' }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: '', scopes: ['totals:read'] }}
        requiredMark={false}
      >
        <Form.Item
          name="name"
          label="Name"
          extra="What it is for, e.g. “CRM sync”."
          rules={[
            {
              validator: (_rule, name: string) => {
                const message = fieldError('name', { name });
                return message ? Promise.reject(new Error(message)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input autoComplete="off" maxLength={80} />
        </Form.Item>
        <Form.Item
          name="scopes"
          label="May read"
          rules={[
            {
              validator: (_rule, scopes: ApiTokenInput['scopes']) => {
                const message = fieldError('scopes', { scopes });
                return message ? Promise.reject(new Error(message)) : Promise.resolve();
              },
            },
          ]}
        >
          <Checkbox.Group options={SCOPE_OPTIONS} className={styles.scopes} />
        </Form.Item>
        {create.isError && (
          <Alert
            className={styles.alert}
            type="error"
            showIcon
            title={errorMessage(create.error, 'Failed to create the token')}
          />
        )}
        <Button
          htmlType="submit"
          icon={<KeyOutlined aria-hidden="true" />}
          loading={create.isPending}
        >
          Create token
        </Button>
      </Form>
      <SettingsList
        query={tokens}
        failure="Failed to load the API tokens"
        empty="No tokens yet."
        label="API tokens"
      >
        {(token) => <TokenRow key={token.id} token={token} />}
      </SettingsList>
    </section>
  );
}
