/**
 * Resolves once the browser has painted the page it was sent, or at once when there is nothing
 * to paint first (an empty root, as on the console's client-rendered pages) or nothing will be
 * painted soon (a background tab, where animation frames wait until it is shown).
 *
 * Why: a server-rendered page is complete without JavaScript. If the app's chunks arrive
 * before the first frame, their evaluation and hydration hold that frame back, so the visitor
 * waits for JavaScript to see HTML that was already there. A frame callback runs just before
 * a paint, and a task queued from it runs after that paint.
 */
export function afterFirstPaint(root: Element | null, doc: Document = document): Promise<void> {
  if (!root?.hasChildNodes() || doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
