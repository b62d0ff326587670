import { isLegalPageKey, pageSchemas, type PageKey } from '@campaign/shared';
import { HttpError } from '../http/errors';
import { sanitizeBlogHtml } from './sanitize-html';

/**
 * A page as a save stores it: the legal pages' `body` is HTML, cleaned now with the articles'
 * allowlist (what is stored is what visitors are served); the other pages hold plain text and
 * pass unchanged. A body that had something in it and is empty once cleaned is refused rather
 * than stored blank, which would silently bring the built-in text back. Cleaning decodes
 * character references, so the cleaned body is checked again (`&#x202e;` is a refused character).
 */
export function cleanPageContent(
  key: PageKey,
  content: Record<string, unknown>,
): Record<string, unknown> {
  if (!isLegalPageKey(key) || typeof content.body !== 'string' || content.body === '') {
    return content;
  }
  const cleaned = sanitizeBlogHtml(content.body);
  const checked = pageSchemas[key].shape.body.safeParse(cleaned);
  if (cleaned === '' || !checked.success) {
    const problem = checked.success ? 'Body is empty' : checked.error.issues[0]?.message;
    throw new HttpError(400, 'Invalid input', [
      { path: 'body', message: `${problem ?? 'Invalid body'} once unsafe HTML is removed` },
    ]);
  }
  return { ...content, body: checked.data };
}
