import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Button, Form, Tag } from 'antd';
import {
  issuesFromZodError,
  pageSchemas,
  type PageContentMap,
  type TextPageKey,
} from '@campaign/shared';
import { toastOutcome } from '../../../lib/toast-outcome';
import { issuesOf } from '../../../lib/server-issues';
import { sameContent } from '../../../lib/same-content';
import { useReportDirty } from '../../../lib/unsaved-changes';
import uiStyles from '../../../lib/components/ui.module.css';
import { useUpdatePage } from '../api/update-page';
import { PageHistory } from '../components/PageHistory';
import type { PageInfo } from '../page-editors';
import { AboutSections } from './AboutSections';
import { ContactSections } from './ContactSections';
import { HomepageSections } from './HomepageSections';
import { ImpactSections } from './ImpactSections';
import { PagePreview } from './PagePreview';
import { PledgeSections } from './PledgeSections';
import { showPageIssues } from './page-issues';
import { ValuesSections } from './ValuesSections';
import styles from './page-editor.module.css';

const SECTIONS: Record<TextPageKey, ComponentType> = {
  homepage: HomepageSections,
  about: AboutSections,
  values: ValuesSections,
  impact: ImpactSections,
  pledge: PledgeSections,
  contact: ContactSections,
};

interface TextPageEditorProps<K extends TextPageKey> {
  pageKey: K;
  info: PageInfo;
  /** The page as stored, merged over the built-in texts. */
  page: PageContentMap[K];
  onCancel: () => void;
}

/**
 * The editor of a text page: one card per section, with its texts, lists and whether it shows,
 * beside the real page previewing the draft. The save sends the whole page; the contract's
 * schema checks it first, and its refusals (or the server's) show at their fields.
 */
export function TextPageEditor<K extends TextPageKey>({
  pageKey,
  info,
  page,
  onCancel,
}: TextPageEditorProps<K>) {
  const [form] = Form.useForm();
  const update = useUpdatePage();
  const [baseline, setBaseline] = useState(page);
  const [draft, setDraft] = useState<unknown>(page);
  const dirty = !sameContent(draft, baseline);
  useReportDirty('page-content', dirty);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Sections: ComponentType = SECTIONS[pageKey];

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // After a save: the form starts again from the page as stored (Form reads initialValues).
  const saved = useRef(false);
  useEffect(() => {
    if (!saved.current) return;
    saved.current = false;
    form.resetFields();
    setDraft(baseline);
  }, [baseline, form]);

  const values = (): PageContentMap[K] => form.getFieldsValue(true) as PageContentMap[K];

  const save = () => {
    if (update.isPending) return;
    const content = values();
    const checked = pageSchemas[pageKey].safeParse(content);
    if (!checked.success) {
      showPageIssues(form, issuesFromZodError(checked.error));
      return;
    }
    update.mutate(
      { key: pageKey, content },
      toastOutcome({
        success: info.success,
        failure: info.failure,
        onSuccess: (stored) => {
          // Edits typed while the save ran stay; otherwise the form shows what was stored.
          if (sameContent(values(), content)) saved.current = true;
          setBaseline(stored as PageContentMap[K]);
        },
        onError: (error) => showPageIssues(form, issuesOf(error)),
      }),
    );
  };

  // A restored version fills the form as edits would: unsaved until the organiser saves. The
  // messages of a refused save go with the values they were about.
  const restore = (content: PageContentMap[K]) => {
    form.setFields(
      form
        .getFieldsError()
        .filter((field) => field.errors.length > 0)
        .map(({ name }) => ({ name, errors: [] })),
    );
    form.setFieldsValue(content);
    setDraft(values());
  };

  return (
    <div className={styles.layout}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={baseline}
        onValuesChange={() => setDraft(values())}
        onFinish={save}
        aria-labelledby={headingId}
        className={`${uiStyles.editorCard} ${styles.form}`}
      >
        <div className={uiStyles.editorHeader}>
          <div>
            <h2 id={headingId} ref={heading} tabIndex={-1} className={uiStyles.editorHeading}>
              {info.name}
            </h2>
            <p className={uiStyles.editorSubtitle}>{info.summary}</p>
          </div>
          <div className={uiStyles.editorBadges}>
            {dirty && <Tag color="warning">Unsaved changes</Tag>}
            <a
              className={uiStyles.viewLink}
              href={info.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              View page
              <span className="visually-hidden"> (opens in a new tab)</span> ↗
            </a>
          </div>
        </div>
        <div className={styles.sections}>
          <Sections />
        </div>
        <div className={`${uiStyles.actions} ${styles.actions}`}>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save Changes
          </Button>
          <Button onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <PageHistory pageKey={pageKey} onRestore={restore} />
        </div>
      </Form>
      <PagePreview pageKey={pageKey} href={info.href} content={draft} />
    </div>
  );
}
