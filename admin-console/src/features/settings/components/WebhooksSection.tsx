import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  Input,
  Modal,
  Popconfirm,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookEndpointInputSchema,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointInput,
} from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { LoadError } from '../../../lib/components/LoadError';
import { TableFrame } from '../../../lib/components/TableFrame';
import { countOf, formatLocalDateTime } from '../../../lib/format-time';
import { issuesOf, showIssuesOnForm } from '../../../lib/server-issues';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRetryWebhookDelivery,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '../api/webhooks';
import { SettingsList } from './SettingsList';
import styles from './settings.module.css';

const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({
  value: event,
  label: (
    <span>
      <code>{event}</code> · {WEBHOOK_EVENT_LABELS[event]}
    </span>
  ),
}));

const STATUS_COLOURS: Record<WebhookDeliveryStatus, string> = {
  pending: 'processing',
  delivered: 'success',
  failed: 'error',
};

/** The field's message from the same schema the API checks the body with. */
const fieldRule = (field: keyof WebhookEndpointInput) => ({
  validator: (_rule: unknown, value: unknown) => {
    const result = webhookEndpointInputSchema.safeParse({
      name: 'Name',
      url: 'https://example.org',
      events: ['pledge.created'],
      [field]: value,
    });
    const message = result.success
      ? null
      : (result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** Name, URL and events: the fields of adding and of editing an endpoint. */
function EndpointFields() {
  return (
    <>
      <Form.Item
        name="name"
        label="Name"
        extra="What it is for, e.g. “CRM”."
        rules={[fieldRule('name')]}
      >
        <Input autoComplete="off" maxLength={80} />
      </Form.Item>
      <Form.Item
        name="url"
        label="URL"
        extra="Where events are posted: an https:// address on the public internet."
        rules={[fieldRule('url')]}
      >
        <Input autoComplete="off" inputMode="url" maxLength={500} placeholder="https://" />
      </Form.Item>
      <Form.Item name="events" label="Events" rules={[fieldRule('events')]}>
        <Checkbox.Group options={EVENT_OPTIONS} className={styles.scopes} />
      </Form.Item>
    </>
  );
}

function failureToast(what: string) {
  return (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error, what), variant: 'destructive' });
}

function Deliveries({ endpoint }: { endpoint: WebhookEndpoint }) {
  const deliveries = useWebhookDeliveries(endpoint.id);
  const retry = useRetryWebhookDelivery();
  if (deliveries.isError) {
    return (
      <LoadError
        message="Failed to load the deliveries"
        error={deliveries.error}
        onRetry={() => void deliveries.refetch()}
      />
    );
  }
  return (
    <TableFrame label={`Deliveries to ${endpoint.name}`}>
      <Table<WebhookDelivery>
        size="small"
        className={styles.deliveries}
        loading={!deliveries.data}
        dataSource={deliveries.data ?? []}
        rowKey="id"
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: 'No deliveries yet.' }}
        aria-label={`Deliveries to ${endpoint.name}`}
        columns={[
          {
            title: 'Event',
            dataIndex: 'type',
            render: (type: string, delivery) => (
              <>
                <code>{type}</code>
                <div className={styles.tokenMeta}>{formatLocalDateTime(delivery.createdAt)}</div>
              </>
            ),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (status: WebhookDeliveryStatus) => (
              <Tag color={STATUS_COLOURS[status]}>{status}</Tag>
            ),
          },
          { title: 'Attempts', dataIndex: 'attempts', align: 'right' },
          {
            title: 'Last answer',
            key: 'answer',
            render: (_value, delivery) =>
              delivery.lastAttemptAt ? (
                <>
                  {delivery.lastResponseCode ?? 'none'}
                  {delivery.lastError && (
                    <div className={styles.deliveryError}>{delivery.lastError}</div>
                  )}
                </>
              ) : (
                'not tried yet'
              ),
          },
          {
            title: <span className={styles.visuallyHidden}>Actions</span>,
            key: 'actions',
            render: (_value, delivery) =>
              delivery.status === 'failed' && (
                <Button
                  size="small"
                  aria-label={`Retry delivery ${delivery.id}`}
                  loading={retry.isPending && retry.variables === delivery.id}
                  onClick={() =>
                    retry.mutate(delivery.id, {
                      onSuccess: () =>
                        toast({
                          title: 'Queued again',
                          description: 'It is posted again shortly.',
                        }),
                      onError: failureToast('Failed to retry the delivery'),
                    })
                  }
                >
                  Retry
                </Button>
              ),
          },
        ]}
      />
    </TableFrame>
  );
}

function EndpointRow({
  endpoint,
  onEdit,
}: {
  endpoint: WebhookEndpoint;
  onEdit: (endpoint: WebhookEndpoint) => void;
}) {
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const [open, setOpen] = useState(false);
  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, name: endpoint.name, url: endpoint.url, events: endpoint.events, enabled },
      { onError: failureToast('Failed to change the endpoint') },
    );
  const onDelete = () =>
    remove.mutateAsync(endpoint.id).then(
      () =>
        toast({
          title: 'Endpoint deleted',
          description: `“${endpoint.name}” gets no more events.`,
        }),
      failureToast('Failed to delete the endpoint'),
    );
  return (
    <li className={styles.endpoint}>
      <div className={styles.tokenRow}>
        <div className={styles.endpointText}>
          <strong>{endpoint.name}</strong> <code>{endpoint.secretHint}…</code>
          {!endpoint.enabled && <Tag className={styles.tokenTag}>Disabled</Tag>}
          <div className={styles.endpointUrl}>{endpoint.url}</div>
          <div className={styles.tokenMeta}>{endpoint.events.join(', ')}</div>
          <div className={styles.tokenMeta} aria-label={`Figures of ${endpoint.name}`}>
            {countOf(endpoint.pending, 'pending', 'pending')} ·{' '}
            {countOf(endpoint.delivered, 'delivered', 'delivered')} ·{' '}
            {countOf(endpoint.failed, 'failed', 'failed')}
            {endpoint.lastAttemptAt &&
              ` · last answer ${endpoint.lastResponseCode ?? 'none'} at ${formatLocalDateTime(endpoint.lastAttemptAt)}`}
          </div>
        </div>
        <div className={styles.endpointActions}>
          <Switch
            size="small"
            checked={endpoint.enabled}
            loading={update.isPending}
            onChange={setEnabled}
            aria-label={`${endpoint.name} enabled`}
          />
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button
            size="small"
            onClick={() => onEdit(endpoint)}
            aria-label={`Edit ${endpoint.name}`}
          >
            Edit
          </Button>
          <Popconfirm
            title="Delete this endpoint?"
            description="It gets no more events, and its deliveries are deleted with it."
            okText="Delete"
            cancelText="Cancel"
            // antd shows the button working until the promise settles (it never rejects), though
            // its type says void.
            // eslint-disable-next-line @typescript-eslint/no-misused-promises
            onConfirm={onDelete}
          >
            <Button size="small" danger aria-label={`Delete ${endpoint.name}`}>
              Delete
            </Button>
          </Popconfirm>
        </div>
      </div>
      {open && <Deliveries endpoint={endpoint} />}
    </li>
  );
}

function EditDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const [form] = Form.useForm<WebhookEndpointInput>();
  const update = useUpdateWebhookEndpoint();
  const save = (values: WebhookEndpointInput) =>
    update.mutate(
      { ...webhookEndpointInputSchema.parse(values), id: endpoint.id, enabled: endpoint.enabled },
      {
        onSuccess: () => {
          toast({ title: 'Endpoint saved', description: `“${values.name}” is changed.` });
          onClose();
        },
        onError: (error) => {
          if (!showIssuesOnForm(form, issuesOf(error))) failureToast('Failed to save')(error);
        },
      },
    );
  return (
    <Modal
      open
      title={`Edit ${endpoint.name}`}
      okText="Save"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        name="webhook-edit"
        layout="vertical"
        onFinish={save}
        initialValues={{ name: endpoint.name, url: endpoint.url, events: endpoint.events }}
        requiredMark={false}
      >
        <EndpointFields />
      </Form>
    </Modal>
  );
}

/**
 * "Webhooks": endpoints that get signed events (docs/product.md, "Webhooks"): added with the
 * events each wants, its signing secret shown once; each with its deliveries' figures, enabled
 * or disabled, edited, deleted, and its recent deliveries with a Retry for a failed one.
 */
export function WebhooksSection() {
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const [form] = Form.useForm<WebhookEndpointInput>();
  const [secret, setSecret] = useState<string | null>(null);
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);

  const submit = (values: WebhookEndpointInput) =>
    create.mutate(webhookEndpointInputSchema.parse(values), {
      onSuccess: (created) => {
        setSecret(created.secret);
        form.resetFields();
      },
      onError: (error) => void showIssuesOnForm(form, issuesOf(error)),
    });

  return (
    <section
      className={`${styles.group} ${styles.policy} ${styles.webhooks}`}
      aria-labelledby="webhooks-heading"
    >
      <h2 id="webhooks-heading" className={styles.legend}>
        Webhooks
      </h2>
      <p className={styles.hint}>
        An endpoint gets a signed JSON post each time one of its events happens: a pledge, a
        confirmed subscription, a contact message, an erasure. Check the{' '}
        <code>Webhook-Signature</code> header with the endpoint’s secret; a failed post is tried
        again for some hours.
      </p>
      {secret && (
        <Alert
          className={styles.alert}
          type="success"
          showIcon
          title="Copy the signing secret now: it is not shown again."
          description={
            <Typography.Paragraph copyable={{ text: secret }} className={styles.secret}>
              <code>{secret}</code>
            </Typography.Paragraph>
          }
          closable={{ onClose: () => setSecret(null), 'aria-label': 'Hide the secret' }}
        />
      )}
      <Form
        form={form}
        // Field ids of their own (webhook_name, …), apart from the API tokens form's.
        name="webhook"
        layout="vertical"
        onFinish={submit}
        initialValues={{ name: '', url: '', events: ['pledge.created'] }}
        requiredMark={false}
      >
        <EndpointFields />
        {create.isError && issuesOf(create.error).length === 0 && (
          <Alert
            className={styles.alert}
            type="error"
            showIcon
            title={errorMessage(create.error, 'Failed to add the endpoint')}
          />
        )}
        <Button
          htmlType="submit"
          icon={<ApiOutlined aria-hidden="true" />}
          loading={create.isPending}
        >
          Add endpoint
        </Button>
      </Form>
      <SettingsList
        query={endpoints}
        failure="Failed to load the webhook endpoints"
        empty="No endpoints yet."
        label="Webhook endpoints"
      >
        {(endpoint) => <EndpointRow key={endpoint.id} endpoint={endpoint} onEdit={setEditing} />}
      </SettingsList>
      {editing && <EditDialog endpoint={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
