import { newsletterInputSchema, type NewsletterInput } from '@campaign/shared';

/**
 * The newsletter form's check: the API's own schema, so the messages are the server's. In its
 * own module because it brings zod: the form loads it on first use, not with the page.
 */
export function validateNewsletter(
  fields: Record<string, unknown>,
): { input: NewsletterInput } | { error: string } {
  const parsed = newsletterInputSchema.safeParse(fields);
  if (parsed.success) return { input: parsed.data };
  const issue = parsed.error.issues.find((i) => i.path[0] === 'email') ?? parsed.error.issues[0];
  return { error: issue?.message ?? 'Invalid email address' };
}
