import {
  issuesFromZodError,
  newsletterEditionInputSchema,
  type NewsletterEdition,
  type NewsletterEditionInput,
  type NewsletterProgress,
} from '@campaign/shared';
import { fieldErrorsOf, type FieldErrors } from '../../lib/server-issues';

/** The editor's values as typed. */
export type NewsletterDraft = { subject: string; html: string };

/** The address value of a newsletter not yet saved (saved ones are numeric ids). */
export const NEW_NEWSLETTER = 'new';

export const emptyDraft = (): NewsletterDraft => ({ subject: '', html: '' });

export const draftOf = (edition: Pick<NewsletterEdition, 'subject' | 'html'>): NewsletterDraft => ({
  subject: edition.subject,
  html: edition.html,
});

/**
 * The draft checked with the contract the API checks it with: the input to send, or each
 * field's messages (the same words the server would answer with).
 */
export function validateDraft(
  draft: NewsletterDraft,
): { input: NewsletterEditionInput; errors: null } | { input: null; errors: FieldErrors } {
  const result = newsletterEditionInputSchema.safeParse(draft);
  if (result.success) return { input: result.data, errors: null };
  return { input: null, errors: fieldErrorsOf(issuesFromZodError(result.error)) };
}

export const isDirty = (draft: NewsletterDraft, saved: NewsletterDraft) =>
  draft.subject !== saved.subject || draft.html !== saved.html;

/** "sent 2 / failed 0 / waiting 1": how a sent newsletter's copies are doing. */
export function progressText(progress: NewsletterProgress): string {
  return `sent ${progress.sent} / failed ${progress.failed} / waiting ${progress.queued}`;
}

/** Whether copies are still waiting in the outbox: the console then keeps asking. */
export const isDelivering = (edition: { status: string; progress: NewsletterProgress }) =>
  edition.status === 'sent' && edition.progress.queued > 0;

/** How often progress is asked for while copies are waiting. */
export const PROGRESS_POLL_MS = 3000;
