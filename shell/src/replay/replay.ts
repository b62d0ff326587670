/**
 * The app's half of the early input script (public/early-input.js): once every control marked
 * `data-replay` is hydrated, the shell takes over from it and replays, once each and oldest
 * first, the clicks it held on those controls before the app could answer them.
 *
 * Why wait for every marked control rather than the root: hydration is a transition and the
 * page's own chunk hydrates its Suspense boundary later than the chrome. A click React receives
 * on a boundary it cannot hydrate at once is dropped, so until the last marked control is
 * hydrated the early script keeps holding clicks.
 */

/** One click the early script held: the control, and how to find it again should it be replaced. */
export interface HeldClick {
  element: Element;
  /** Its `data-replay` value. */
  name: string;
  /** Its position among the controls with that value. */
  index: number;
}

export interface EarlyInput {
  /** Stops holding clicks and hands over the ones held so far. */
  take(): HeldClick[];
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
  }
}

/**
 * Whether React has hydrated `element`: React keeps each hydrated element's props on it under a
 * key starting `__reactProps$` (React 16 to 19), the one sign of hydration a page can read.
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** The held control, or the one in its place if hydration replaced it (null if it is gone). */
export function findAgain(held: HeldClick, doc: Document = document): HTMLElement | null {
  if (held.element.isConnected) return held.element as HTMLElement;
  // The names are the app's own words (letters and dashes), safe inside the quotes.
  const same = doc.querySelectorAll<HTMLElement>(`[data-replay="${held.name}"]`);
  return same[held.index] ?? null;
}

/** Clicks each held control once more, now that React answers it; returns how many it replayed. */
export function replay(held: HeldClick[], doc: Document = document): number {
  let count = 0;
  for (const click of held) {
    const element = findAgain(click, doc);
    if (!element) continue;
    element.click();
    count += 1;
  }
  return count;
}

export interface TakeOverOptions {
  doc?: Document;
  early?: EarlyInput | undefined;
  hydrated?: (element: Element) => boolean;
  /** Waits a frame between checks; a test passes its own. */
  nextCheck?: (check: () => void) => void;
}

/**
 * Takes over from the early script once every marked control on the page is hydrated (checked
 * once a frame), then replays what it held. Resolves with the number of replayed clicks, or 0 at
 * once without an early script (a document that did not load it).
 */
export function takeOverWhenHydrated({
  doc = document,
  early = window.__earlyInput,
  hydrated = isHydrated,
  nextCheck = (check) => requestAnimationFrame(() => setTimeout(check, 0)),
}: TakeOverOptions = {}): Promise<number> {
  if (!early) return Promise.resolve(0);
  return new Promise((resolve) => {
    const check = () => {
      const controls = Array.from(doc.querySelectorAll('[data-replay]'));
      if (!controls.every(hydrated)) return nextCheck(check);
      resolve(replay(early.take(), doc));
    };
    check();
  });
}
