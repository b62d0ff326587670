import { useState } from 'react';
import { Alert, Button, Form, Input, Radio, Switch, Tag, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PARTNER_ACCENT_LABELS,
  PARTNER_ACCENTS,
  PARTNER_LAYOUTS,
  PARTNER_THEMES,
  partnerInputSchema,
  partnerSnippet,
  type Partner,
  type PartnerInput,
} from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { usePartners, useSavePartner } from '../api/partners';
import { SettingsList } from './SettingsList';
import styles from './settings.module.css';

/** The form's values: the origins as the text area holds them, one a line. */
type PartnerFields = Omit<PartnerInput, 'origins'> & { origins: string };

const EMPTY: PartnerFields = {
  name: '',
  code: '',
  origins: '',
  consentLine: '',
  accent: 'primary',
  theme: 'auto',
  layout: 'full',
  enabled: true,
};

const THEME_LABELS = { auto: 'As the visitor’s system', light: 'Light', dark: 'Dark' } as const;
const LAYOUT_LABELS = { full: 'Full (with the pledge’s words)', compact: 'Compact' } as const;

const asInput = (fields: PartnerFields): PartnerInput => ({
  ...fields,
  origins: fields.origins
    .split(/\s+/)
    .map((line) => line.trim())
    .filter(Boolean),
});

/** The field's message from the same schema the API checks the body with. */
function fieldError(field: keyof PartnerFields, fields: PartnerFields): string | null {
  const result = partnerInputSchema.safeParse(asInput(fields));
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

/** The link partners' pages show without scripts: the pledge page's heading, as edited. */
const LINK_TEXT = 'Take the pledge';

function PartnerRow({ partner, onEdit }: { partner: Partner; onEdit: () => void }) {
  const snippet = partnerSnippet(window.location.origin, partner.code, LINK_TEXT);
  return (
    <li className={styles.tokenRow}>
      <div className={styles.partnerMain}>
        <strong>{partner.name}</strong> <code>{partner.code}</code>
        {!partner.enabled && <Tag className={styles.tokenTag}>Disabled</Tag>}
        <div className={styles.tokenMeta}>
          {partner.pledges === 1 ? '1 pledge' : `${partner.pledges} pledges`} through the embed ·{' '}
          {partner.origins.join(', ')}
        </div>
        <Typography.Paragraph
          className={styles.snippet}
          copyable={{ text: snippet, tooltips: ['Copy the snippet', 'Copied'] }}
        >
          <code>{snippet}</code>
        </Typography.Paragraph>
      </div>
      <Button
        size="small"
        icon={<EditOutlined aria-hidden="true" />}
        onClick={onEdit}
        aria-label={`Edit ${partner.name}`}
      >
        Edit
      </Button>
    </li>
  );
}

/**
 * "Partner embeds": other organisations' sites that show the pledge form in a frame. Each has
 * a code (in the embed's address and in each pledge it takes), the origins allowed to frame it,
 * its own consent line and a few style choices; the list shows the pledges each recorded and
 * the snippet to paste.
 */
export function PartnersSection() {
  const partners = usePartners();
  const save = useSavePartner();
  const [form] = Form.useForm<PartnerFields>();
  const [editing, setEditing] = useState<Partner | null>(null);

  const reset = () => {
    setEditing(null);
    form.setFieldsValue(EMPTY);
    save.reset();
  };
  const edit = (partner: Partner) => {
    setEditing(partner);
    save.reset();
    form.setFieldsValue({ ...partner, origins: partner.origins.join('\n') });
  };
  const submit = (fields: PartnerFields) =>
    save.mutate(
      { id: editing?.id ?? null, input: partnerInputSchema.parse(asInput(fields)) },
      {
        onSuccess: (saved) => {
          toast({
            title: editing ? 'Partner saved' : 'Partner added',
            description: `“${saved.name}” can embed the pledge form from ${saved.origins.join(', ')}.`,
          });
          reset();
        },
      },
    );
  const rule = (field: keyof PartnerFields) => ({
    validator: () => {
      const message = fieldError(field, { ...EMPTY, ...form.getFieldsValue(true) });
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

  return (
    <section className={`${styles.group} ${styles.policy}`} aria-labelledby="partners-heading">
      <h2 id="partners-heading" className={styles.legend}>
        Partner embeds
      </h2>
      <p className={styles.hint}>
        A partner pastes a snippet into their own page to show the pledge form there, in a frame
        only their sites may show. Pledges taken there count like any other and record the partner.
        Visitors without JavaScript see a plain link to the pledge page. The form’s heading, words
        and figures are the pledge page’s (Pages → Pledge).
      </p>
      <Form
        form={form}
        // Its fields' ids start with "partner_", apart from the other forms' on the page.
        name="partner"
        layout="vertical"
        onFinish={submit}
        initialValues={EMPTY}
        requiredMark={false}
        aria-label={editing ? `Edit ${editing.name}` : 'Add a partner'}
      >
        <h3 className={styles.subheading}>
          {editing ? `Edit “${editing.name}”` : 'Add a partner'}
        </h3>
        <Form.Item name="name" label="Name" rules={[rule('name')]}>
          <Input autoComplete="off" maxLength={80} />
        </Form.Item>
        <Form.Item
          name="code"
          label="Code"
          extra="In the embed’s address and in every pledge it takes, e.g. “green-grocers”."
          rules={[rule('code')]}
        >
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <Form.Item
          name="origins"
          label="Sites allowed to show the form"
          extra="One origin a line, e.g. https://www.partner.org (http only for localhost)."
          rules={[rule('origins')]}
        >
          <Input.TextArea rows={2} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item
          name="consentLine"
          label="The partner’s consent line"
          extra="Shown under the form, after the campaign’s own wording. Empty: none."
          rules={[rule('consentLine')]}
        >
          <Input maxLength={300} autoComplete="off" />
        </Form.Item>
        <Form.Item name="accent" label="Accent colour">
          <Radio.Group
            options={PARTNER_ACCENTS.map((value) => ({
              value,
              label: PARTNER_ACCENT_LABELS[value],
            }))}
          />
        </Form.Item>
        <Form.Item name="theme" label="Theme">
          <Radio.Group
            options={PARTNER_THEMES.map((value) => ({ value, label: THEME_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item name="layout" label="Layout">
          <Radio.Group
            options={PARTNER_LAYOUTS.map((value) => ({ value, label: LAYOUT_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item
          name="enabled"
          label="Enabled"
          valuePropName="checked"
          extra="Off: the embed answers “not found” on the partner’s pages."
        >
          <Switch />
        </Form.Item>
        {save.isError && (
          <Alert
            className={styles.alert}
            type="error"
            showIcon
            title={errorMessage(save.error, 'Failed to save the partner')}
          />
        )}
        <div className={styles.actions}>
          <Button
            htmlType="submit"
            icon={
              editing ? <EditOutlined aria-hidden="true" /> : <PlusOutlined aria-hidden="true" />
            }
            loading={save.isPending}
          >
            {editing ? 'Save partner' : 'Add partner'}
          </Button>
          {editing && <Button onClick={reset}>Cancel</Button>}
        </div>
      </Form>
      <SettingsList
        query={partners}
        failure="Failed to load the partners"
        empty="No partners yet."
        label="Partners"
      >
        {(partner) => (
          <PartnerRow key={partner.id} partner={partner} onEdit={() => edit(partner)} />
        )}
      </SettingsList>
    </section>
  );
}
