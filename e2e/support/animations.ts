import type { Page } from '@playwright/test';

/** Resolves after the page has drawn two more frames: what a scroll or a click set off has begun. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Waits until every animation and transition that ends has ended (a spinner's endless one
 * aside), instead of guessing how long they take: checks then see the page at rest.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await nextFrames(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
