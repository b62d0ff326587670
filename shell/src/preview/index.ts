import type { QueryClient } from '@campaign/shared/query';
import { listenForPagePreviews } from './page-preview-listener';

/**
 * Whether this page is shown inside a frame of this same site: the console's page editor,
 * previewing a draft. A parent on another origin cannot be read (and the site's frame-ancestors
 * rule refuses it anyway).
 */
export function isFramedBySameSite(win: Window = window): boolean {
  if (win.parent === win) return false;
  try {
    return win.parent.location.origin === win.location.origin;
  } catch {
    return false;
  }
}

/**
 * In the console's preview frame, shows the editor's draft in place of the stored page. The
 * shell imports this module only when the page is framed at all, so a visitor's first load does
 * not carry it (nor the page merge it checks drafts with).
 */
export function startPagePreviewWhenFramed(queryClient: QueryClient, win: Window = window): void {
  if (isFramedBySameSite(win)) listenForPagePreviews(queryClient, win);
}
