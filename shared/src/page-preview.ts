import { TEXT_PAGE_KEYS, type TextPageKey } from './constants';

/**
 * The messages between the console's page editor and the public page it previews in a
 * same-origin iframe. The framed page says it is ready; the editor answers with its unsaved
 * draft, and again after every change. No zod here: the framed page checks the draft with the
 * page merge, which it loads only when it is framed.
 */
export const PAGE_PREVIEW_READY = 'campaign:preview-ready';
export const PAGE_PREVIEW_CONTENT = 'campaign:page-preview';

export interface PagePreviewMessage {
  type: typeof PAGE_PREVIEW_CONTENT;
  pageKey: TextPageKey;
  content: unknown;
}

export function isTextPageKey(value: unknown): value is TextPageKey {
  return (TEXT_PAGE_KEYS as readonly unknown[]).includes(value);
}

/** Whether a message is the framed page saying it listens (so the draft can be sent). */
export function isPreviewReady(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === PAGE_PREVIEW_READY
  );
}

/** A draft page message, or null for anything else (other messages, an unknown page). */
export function readPagePreviewMessage(data: unknown): PagePreviewMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, pageKey, content } = data as Record<string, unknown>;
  if (type !== PAGE_PREVIEW_CONTENT || !isTextPageKey(pageKey)) return null;
  return { type, pageKey, content };
}
