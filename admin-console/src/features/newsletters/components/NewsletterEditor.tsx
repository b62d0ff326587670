import { useState } from 'react';
import { Button, Form, Input, Tag } from 'antd';
import { useQueryClient } from '@campaign/shared/query';
import {
  NEWSLETTER_LIMITS,
  type NewsletterEditionDetail,
  type NewsletterSendInput,
} from '@campaign/shared';
import { toast } from '@campaign/shared/react';
import { fieldErrorsOf, issuesOf, type FieldErrors } from '../../../lib/server-issues';
import { useReportDirty } from '../../../lib/unsaved-changes';
import { RichTextField } from '../../../lib/rich-text/RichTextField';
import { MediaPickerDialog } from '../../../lib/media/MediaPickerDialog';
import {
  newsletterQueryOptions,
  useSaveNewsletter,
  useSendNewsletter,
  useSendTest,
} from '../api/newsletters';
import {
  draftOf,
  emptyDraft,
  isDirty,
  validateDraft,
  type NewsletterDraft,
} from '../newsletter-draft';
import { SendDialog } from './SendDialog';
import { NewsletterPreview } from './NewsletterPreview';
import styles from './newsletters.module.css';

interface NewsletterEditorProps {
  /** The stored draft; null for a new newsletter. */
  edition: NewsletterEditionDetail | null;
  /** A new newsletter was saved under this id. */
  onCreated?: (id: number) => void;
}

const NO_ERRORS: FieldErrors = {};

/**
 * A draft newsletter: subject and HTML body beside a live preview of the body as it will be
 * sent; "Save draft", "Send test to me", and "Send or schedule…", a confirmation that names the audience and counts it. The
 * fields are checked with the API's own contract before anything is sent, and a refused save's
 * messages show under their fields too. Test and send use what is saved, so they wait for a
 * save while there are unsaved changes.
 */
export function NewsletterEditor({ edition, onCreated }: NewsletterEditorProps) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<NewsletterDraft>(() =>
    edition ? draftOf(edition) : emptyDraft(),
  );
  const [draft, setDraft] = useState<NewsletterDraft>(saved);
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveNewsletter();
  const test = useSendTest();
  const send = useSendNewsletter();

  const dirty = isDirty(draft, saved);
  useReportDirty('newsletter', dirty);

  const change = (field: keyof NewsletterDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSave = () => {
    if (save.isPending) return;
    const checked = validateDraft(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(
      { id: edition?.id ?? null, input: checked.input },
      {
        onSuccess: (id) => {
          toast({ title: 'Success', description: 'Draft saved' });
          setErrors(NO_ERRORS);
          if (edition === null) {
            setSaved(draft); // not dirty: the address changes without a prompt
            onCreated?.(id);
            return;
          }
          // What is stored is the sanitised body: the editor shows that from now on (or, if it
          // cannot be read back, keeps what was sent, which the server accepted).
          void queryClient
            .fetchQuery(newsletterQueryOptions(id))
            .catch(() => null)
            .then((fresh) => {
              const stored = fresh ? draftOf(fresh) : draft;
              setSaved(stored);
              setDraft(stored);
            });
        },
        onError: (error) => {
          toast({
            title: 'Error',
            description: 'Failed to save the draft',
            variant: 'destructive',
          });
          setErrors(fieldErrorsOf(issuesOf(error)));
        },
      },
    );
  };

  const onTest = () => {
    if (!edition) return;
    test.mutate(edition.id, {
      onSuccess: ({ to }) =>
        toast({ title: 'Test queued', description: `A copy is on its way to ${to}` }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to send the test', variant: 'destructive' }),
    });
  };

  const onSend = (input: NewsletterSendInput) => {
    if (!edition || send.isPending) return;
    // mutateAsync: once sent, the refreshed newsletter opens read-only and this editor goes
    // away, and a mutate() callback would no longer run to say so.
    send.mutateAsync({ id: edition.id, input }).then(
      ({ recipients, scheduledAt }) => {
        setConfirming(false);
        const people = `${recipients} ${recipients === 1 ? 'person' : 'people'}`;
        toast(
          scheduledAt
            ? {
                title: 'Newsletter scheduled',
                description: `It goes out at the time you chose (${people} now)`,
              }
            : { title: 'Newsletter sent', description: `Queued for ${people}` },
        );
      },
      (error: unknown) => {
        setConfirming(false);
        const message = (error as { body?: { message?: unknown } }).body?.message;
        toast({
          title: 'Error',
          description: typeof message === 'string' ? message : 'Failed to send the newsletter',
          variant: 'destructive',
        });
      },
    );
  };

  const mustSave = edition === null || dirty;
  const fieldProps = (field: keyof NewsletterDraft) => {
    const messages = errors[field];
    return messages && messages.length > 0
      ? { validateStatus: 'error' as const, help: messages.join(' ') }
      : {};
  };

  return (
    <div className={styles.editor}>
      <section aria-label="Newsletter" className={styles.form}>
        <div className={styles.sentHeading}>
          <h2 className={styles.paneHeading}>{edition ? 'Draft' : 'New newsletter'}</h2>
          {dirty && <Tag color="warning">Unsaved changes</Tag>}
        </div>
        <Form
          layout="vertical"
          onFinish={onSave}
          // The contract checks the fields (validateDraft), not antd's rules.
          noValidate
        >
          <Form.Item label="Subject" htmlFor="newsletter-subject" {...fieldProps('subject')}>
            <Input
              id="newsletter-subject"
              value={draft.subject}
              maxLength={NEWSLETTER_LIMITS.subjectMax}
              aria-invalid={errors.subject ? true : undefined}
              onChange={(event) => change('subject', event.target.value)}
            />
          </Form.Item>
          <Form.Item
            label="Body (HTML)"
            htmlFor="newsletter-html"
            extra="Paragraphs, headings, lists, links and images. Scripts, styles and event handlers are removed."
            {...fieldProps('html')}
          >
            <RichTextField
              id="newsletter-html"
              label="Body (HTML)"
              value={draft.html}
              rows={16}
              aria-invalid={errors.html ? true : undefined}
              onChange={(html) => change('html', html)}
              mediaPicker={MediaPickerDialog}
            />
          </Form.Item>
          <div className={styles.buttons}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Save draft
            </Button>
            <Button onClick={onTest} loading={test.isPending} disabled={mustSave}>
              Send test to me
            </Button>
            <Button danger onClick={() => setConfirming(true)} disabled={mustSave}>
              Send or schedule…
            </Button>
          </div>
          {mustSave && (
            <p className={styles.note}>Save the draft to send a test or the newsletter.</p>
          )}
        </Form>
      </section>
      <NewsletterPreview subject={draft.subject} html={draft.html} />
      {confirming && (
        <SendDialog
          open
          subject={saved.subject}
          sending={send.isPending}
          onSend={onSend}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
