import { useEffect, useState } from 'react';
import { Button, Form, Input, InputNumber, Radio, Skeleton, Switch } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import {
  GOAL_MILESTONES,
  SOCIAL_NETWORK_KEYS,
  SOCIAL_NETWORK_LABELS,
  siteName,
  siteSettingsSchema,
  type ApiIssue,
  defaultShareText,
} from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { areaOf } from '../../../lib/areas';
import { AreaHeader } from '../../../lib/components/AreaHeader';
import { LoadError } from '../../../lib/components/LoadError';
import { RequestFailureAlert } from '../../../lib/components/RequestFailureAlert';
import { issuesOf, schemaRule } from '../../../lib/server-issues';
import { useReportDirty } from '../../../lib/unsaved-changes';
import { useAdminSettings, useSaveSettings } from '../api/settings';
import {
  campaignDayIssue,
  checkSettings,
  fieldOf,
  toForm,
  type SettingsField,
  type SettingsForm,
} from '../settings-form';
import { SignInPolicySection } from './SignInPolicySection';
import { ApiTokensSection } from './ApiTokensSection';
import { WebhooksSection } from './WebhooksSection';
import { PartnersSection } from './PartnersSection';
import styles from './settings.module.css';

const { shape } = siteSettingsSchema;
const socialShape = shape.social.shape;

const RULES = {
  contactEmail: [schemaRule(shape.contactEmail)],
  contactPhone: [schemaRule(shape.contactPhone)],
  contactAddress: [schemaRule(shape.contactAddress)],
  responseTime: [schemaRule(shape.responseTime)],
  pledgeGoal: [schemaRule(shape.pledgeGoal)],
  displayThreshold: [schemaRule(shape.displayThreshold)],
  socialReach: [schemaRule(shape.socialReach)],
  activeMembers: [schemaRule(shape.activeMembers)],
  copyrightHolder: [schemaRule(shape.copyrightHolder)],
  copyrightYear: [schemaRule(shape.copyrightYear)],
  shareText: [schemaRule(shape.shareText)],
};

/** A campaign day checked with the other one, by the schema's rules for the pair. */
const campaignDayRules = (day: 'campaignStart' | 'campaignEnd') => [
  ({ getFieldValue }: { getFieldValue: (name: SettingsField) => unknown }) => ({
    validator: async () => {
      const issue = campaignDayIssue(
        day,
        String(getFieldValue('campaignStart') ?? ''),
        String(getFieldValue('campaignEnd') ?? ''),
      );
      if (issue) throw new Error(issue);
    },
  }),
];

const milestones = GOAL_MILESTONES.map((share) => `${share * 100} %`).join(', ');

/**
 * The campaign's public details (admins only): the contact details the contact page shows, the
 * social profiles, the goal and the figures visitor pages show, the impact chart and its
 * campaign period, and the footer's copyright. Every field is checked with the contract's
 * schema before saving (the whole form too, for the rules between fields), and the API's field
 * messages land under their fields.
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
    const fields = new Map<SettingsField, string[]>();
    for (const issue of issues) {
      const name = fieldOf(issue.path);
      fields.set(name, [...(fields.get(name) ?? []), issue.message]);
    }
    const list = [...fields].map(([name, errors]) => ({ name, errors }));
    if (list.length === 0) return;
    form.setFields(list);
    form.scrollToField(list[0]!.name, { focus: true });
  };

  const submit = (values: SettingsForm) => {
    const checked = checkSettings(values);
    if (!checked.ok) {
      showIssues(checked.issues);
      return;
    }
    save.mutate(checked.settings, {
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
  };

  const lead =
    'The contact details, social profiles, goal and figures visitor pages show, and the footer.';
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
            Until one is set, the footer shows Facebook, Twitter, Instagram and LinkedIn as
            placeholders without a link. Once any is set, only the set ones show: in the footer, on
            the contact page and on the pledge thank-you page. An address typed without https://
            gets it when saved.
          </p>
          <Form.Item
            name="socialLinksEnabled"
            label="Show social links"
            valuePropName="checked"
            extra="Off: no social links anywhere, and the thank-you page does not ask to follow."
          >
            <Switch />
          </Form.Item>
          {SOCIAL_NETWORK_KEYS.map((network) => (
            <Form.Item
              key={network}
              name={network}
              label={SOCIAL_NETWORK_LABELS[network]}
              rules={[schemaRule(socialShape[network])]}
            >
              <Input inputMode="url" placeholder="https://" autoComplete="off" />
            </Form.Item>
          ))}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Goal and figures</legend>
          <Form.Item
            name="pledgeGoal"
            label="Pledge goal"
            rules={RULES.pledgeGoal}
            extra={`0 for no goal. With a goal, the pledge and impact pages show a progress bar with milestones at ${milestones}.`}
          >
            <InputNumber min={0} step={1} precision={0} className={styles.number} />
          </Form.Item>
          <Form.Item
            name="goalOnHome"
            label="Show the goal on the home page too"
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="displayThreshold"
            label="Display threshold"
            rules={RULES.displayThreshold}
            extra="Below this many pledges, pages invite visitors to be among the first instead of showing a small number, and hide the pledge counters and the growth rate. 0 shows every figure."
          >
            <InputNumber min={0} step={1} precision={0} className={styles.number} />
          </Form.Item>
          <Form.Item
            name="socialReach"
            label="Social reach"
            rules={RULES.socialReach}
            extra="People the campaign reached on social media, shown on the home and impact pages."
          >
            <InputNumber min={0} step={1} precision={0} className={styles.number} />
          </Form.Item>
          <Form.Item
            name="activeMembers"
            label="Active members"
            rules={RULES.activeMembers}
            extra="Shown on the impact page."
          >
            <InputNumber min={0} step={1} precision={0} className={styles.number} />
          </Form.Item>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Impact chart</legend>
          <Form.Item name="chartMode" label="The impact page charts the pledges">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'yearly', label: 'By year' },
                { value: 'daily', label: 'By day over the campaign' },
              ]}
            />
          </Form.Item>
          <p className={styles.hint}>
            The campaign period: both days, or neither for November of the current year.
          </p>
          <div className={styles.days}>
            <Form.Item
              name="campaignStart"
              label="Campaign start"
              dependencies={['campaignEnd']}
              rules={campaignDayRules('campaignStart')}
            >
              <Input type="date" />
            </Form.Item>
            <Form.Item
              name="campaignEnd"
              label="Campaign end"
              dependencies={['campaignStart']}
              rules={campaignDayRules('campaignEnd')}
            >
              <Input type="date" />
            </Form.Item>
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Sharing</legend>
          <Form.Item
            name="shareText"
            label="Share text"
            rules={RULES.shareText}
            extra="What a pledger's share buttons say beside their personal link. Empty: the words shown."
          >
            <Input.TextArea rows={2} placeholder={defaultShareText(siteName())} />
          </Form.Item>
          <Form.Item
            name="referralLeaderboard"
            label="Show the sharers' leaderboard on the impact page"
            valuePropName="checked"
            extra="The pledgers who brought the most people, by first name, among those who chose to appear."
          >
            <Switch />
          </Form.Item>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>Footer</legend>
          <Form.Item
            name="copyrightHolder"
            label="Copyright holder"
            rules={RULES.copyrightHolder}
            extra="Empty: the site's name."
          >
            <Input placeholder={siteName()} autoComplete="off" />
          </Form.Item>
          <Form.Item name="copyrightYear" label="Copyright year" rules={RULES.copyrightYear}>
            <InputNumber min={1900} max={2100} step={1} precision={0} className={styles.number} />
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
      <SignInPolicySection />
      <ApiTokensSection />
      <WebhooksSection />
      <PartnersSection />
    </>
  );
}
