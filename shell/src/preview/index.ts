import type { QueryClient } from '@campaign/shared/query';

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
 * listener (and the page merge it checks drafts with) loads only then, so a visitor's first
 * load carries no more than this check.
 */
export function startPagePreviewWhenFramed(queryClient: QueryClient, win: Window = window): void {
  if (!isFramedBySameSite(win)) return;
  void import('./page-preview-listener').then(({ listenForPagePreviews }) =>
    listenForPagePreviews(queryClient, win),
  );
}
