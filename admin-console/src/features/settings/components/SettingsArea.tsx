import { useEffect, useState } from 'react';
import { Button, Form, Input, InputNumber, Skeleton } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { siteSettingsSchema, type ApiIssue, type SiteSettings } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { SOCIAL_NETWORKS, toast } from '@campaign/shared/react';
import { areaOf } from '../../../lib/areas';
import { AreaHeader } from '../../../lib/components/AreaHeader';
import { LoadError } from '../../../lib/components/LoadError';
import { RequestFailureAlert } from '../../../lib/components/RequestFailureAlert';
import { issuesOf, schemaRule } from '../../../lib/server-issues';
import { useReportDirty } from '../../../lib/unsaved-changes';
import { useAdminSettings, useSaveSettings } from '../api/settings';
import styles from './settings.module.css';

/** The form's fields: the settings with the social profiles flattened to one field each. */
type SettingsForm = Omit<SiteSettings, 'social' | 'pledgeGoal' | 'socialReach'> &
  SiteSettings['social'] & { pledgeGoal: number | null; socialReach: number | null };

const { shape } = siteSettingsSchema;
const socialShape = shape.social.shape;

const RULES = {
  contactEmail: [schemaRule(shape.contactEmail)],
  contactPhone: [schemaRule(shape.contactPhone)],
  contactAddress: [schemaRule(shape.contactAddress)],
  responseTime: [schemaRule(shape.responseTime)],
  pledgeGoal: [schemaRule(shape.pledgeGoal)],
  socialReach: [schemaRule(shape.socialReach)],
};

const toForm = ({ social, ...rest }: SiteSettings): SettingsForm => ({ ...rest, ...social });

const fromForm = (values: SettingsForm): SiteSettings => ({
  contactEmail: values.contactEmail,
  contactPhone: values.contactPhone,
  contactAddress: values.contactAddress,
  responseTime: values.responseTime,
  social: {
    facebook: values.facebook ?? '',
    twitter: values.twitter ?? '',
    instagram: values.instagram ?? '',
    linkedin: values.linkedin ?? '',
  },
  // The schema refuses a missing number with its own message ("Pledge goal must be a number").
  pledgeGoal: values.pledgeGoal as number,
  socialReach: values.socialReach as number,
});

/** An issue's path as the form's field name: `social.facebook` is the `facebook` field. */
const fieldOf = (path: string) => (path.startsWith('social.') ? path.slice(7) : path);

/**
 * The campaign's public details (admins only): the contact details the contact page shows, the
 * social profiles linked from the contact page and the footer, the pledge goal and the social
 * reach figure. Every field is checked with the contract's schema before saving, and the API's
 * field messages land under their fields.
 */
export function SettingsArea() {
  const { title } = areaOf('settings');
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const [form] = Form.useForm<SettingsForm>();
  const [dirty, setDirty] = useState(false);
  useReportDirty('settings', dirty);

  // The form is filled from what the server holds, once it arrives and after every save.
  const loaded = settings.data;
  useEffect(() => {
    if (loaded) form.setFieldsValue(toForm(loaded));
  }, [form, loaded]);

  const showIssues = (issues: readonly ApiIssue[]) => {
    const fields = new Map<string, string[]>();
    for (const issue of issues) {
      const name = fieldOf(issue.path);
      fields.set(name, [...(fields.get(name) ?? []), issue.message]);
    }
    const list = [...fields].map(([name, errors]) => ({
      name: name as keyof SettingsForm,
      errors,
    }));
    if (list.length === 0) return;
    form.setFields(list);
    form.scrollToField(list[0]!.name, { focus: true });
  };

  const submit = (values: SettingsForm) =>
    save.mutate(fromForm(values), {
      onSuccess: () => {
        setDirty(false);
        toast({ title: 'Settings saved', description: 'The site shows the new details now.' });
      },
      onError: (error) => {
        showIssues(issuesOf(error));
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save the settings'),
          variant: 'destructive',
        });
      },
    });

  const lead = 'The contact details, social profiles and figures every visitor page shows.';
  if (settings.isError) {
    return (
      <>
        <AreaHeader title={title} lead={lead} />
        <LoadError
          message="Failed to load the settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      </>
    );
  }
  if (!loaded) {
    return (
      <>
        <AreaHeader title={title} lead={lead} />
        <div role="status" aria-live="polite">
          <span className="visually-hidden">Loading…</span>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </>
    );
  }

  return (
    <>
      <AreaHeader title={title} lead={lead} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        initialValues={toForm(loaded)}
        onValuesChange={() => setDirty(true)}
        onFinish={submit}
        // The schema's messages, not the browser's own bubbles for email and url fields.
        noValidate
        aria-label="Site settings"
        className={styles.form}
      >
        <RequestFailureAlert
          className={styles.alert}
          request={save}
          fallback="Failed to save the settings. Please try again."
        />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Contact details</legend>
          <p className={styles.hint}>Shown on the contact page.</p>
          <Form.Item name="contactEmail" label="Contact email" rules={RULES.contactEmail}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item name="contactPhone" label="Contact phone" rules={RULES.contactPhone}>
            <Input type="tel" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="contactAddress"
            label="Address"
            rules={RULES.contactAddress}
            extra="One line of the address per line."
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="responseTime" label="Response time" rules={RULES.responseTime}>
            <Input autoComplete="off" />
          </Form.Item>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Social profiles</legend>
          <p className={styles.hint}>
            Linked from the footer and the contact page. An https:// address, or empty for none.
          </p>
          {SOCIAL_NETWORKS.map(({ network, label }) => (
            <Form.Item
              key={network}
              name={network}
              label={label}
              rules={[schemaRule(socialShape[network])]}
            >
              <Input type="url" placeholder="https://" autoComplete="off" />
            </Form.Item>
          ))}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Figures</legend>
          <Form.Item
            name="pledgeGoal"
            label="Pledge goal"
            rules={RULES.pledgeGoal}
            extra="The pledge page shows the pledges toward it."
          >
            <InputNumber min={1} step={1} precision={0} className={styles.number} />
          </Form.Item>
          <Form.Item
            name="socialReach"
            label="Social reach"
            rules={RULES.socialReach}
            extra="People the campaign reached on social media, shown on the home and impact pages."
          >
            <InputNumber min={0} step={1} precision={0} className={styles.number} />
          </Form.Item>
        </fieldset>

        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined aria-hidden="true" />}
          loading={save.isPending}
        >
          Save settings
        </Button>
      </Form>
    </>
  );
}
