import {
  mergePageContent,
  PAGE_PREVIEW_READY,
  queryKeys,
  readPagePreviewMessage,
} from '@campaign/shared';
import type { QueryClient } from '@campaign/shared/query';

/**
 * Listens for the console's drafts: each one, checked and merged like a stored page, replaces
 * the page's content in the query cache the public pages read, so the real page re-renders
 * with it. Only the parent frame of this origin is heard. A preview never writes: forms do not
 * submit inside it. Returns the function that stops listening.
 */
export function listenForPagePreviews(queryClient: QueryClient, win: Window): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    const message = readPagePreviewMessage(event.data);
    if (!message) return;
    const queryKey = queryKeys.pageContent(message.pageKey);
    // A fetch still under way must not replace the draft with the stored page when it lands.
    void queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData(queryKey, mergePageContent(message.pageKey, message.content));
  };
  // Captured before React sees it: a pledge, a message or a subscription typed into the preview
  // is not sent.
  const onSubmit = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  win.addEventListener('message', onMessage);
  win.addEventListener('submit', onSubmit, true);
  win.parent.postMessage({ type: PAGE_PREVIEW_READY }, win.location.origin);
  return () => {
    win.removeEventListener('message', onMessage);
    win.removeEventListener('submit', onSubmit, true);
  };
}
