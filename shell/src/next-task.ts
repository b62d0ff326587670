/**
 * Resolves in a later task, so the browser can paint and handle input in between. Long startup
 * work split with it shows up as several short tasks instead of one that blocks the page.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
