import { lazy, Suspense, useEffect, type ComponentType } from 'react';

/**
 * Parts of a server-rendered page that are hydrated, and whose code is downloaded, only when
 * they come onto the screen (or are focused or touched first). Until then the server's HTML
 * stays as it is: it is the whole content, its links and plain forms work as they do without
 * JavaScript, and no script was spent on it at startup. A part rendered in the browser (after a
 * client-side navigation) loads its code at once.
 *
 * Each part sits in an element of its own (`display: contents`, so the layout does not see it)
 * that marks where its server HTML is, and in a Suspense boundary: React hydrates the rest of
 * the page and leaves the boundary's HTML untouched until its code arrives. The server renders
 * it whole (it waits for every lazy part before it answers).
 */

/**
 * When a part counts as on the screen: once a pixel of it is, not when it merely touches the
 * screen's bottom edge (a part placed right below the first screen would otherwise load on
 * every visit). Its server HTML works meanwhile, so a part hydrated a moment after it scrolls
 * in is no loss.
 */
const ON_SCREEN = '0px 0px -1px 0px';

/**
 * The parts still waiting, by name: a part that leaves the page before it was needed (a
 * client-side navigation) loads its code then, or its next rendering would wait for an element
 * that is gone.
 */
const waiting = new Map<string, () => void>();

/** Resolves when the server HTML of the part marked `name` is on the screen, or used. */
function whenNeeded(name: string): Promise<void> {
  const anchor =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLElement>(`[data-hydrate-later="${name}"]`);
  // Not on the page: rendered in the browser (or on the server), where the code is needed now.
  if (!anchor || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    // Listened for on the window, ahead of React: React stops a focus or tap inside a part it
    // cannot hydrate yet from going any further.
    const onUse = (event: Event) => {
      if (event.target instanceof Node && anchor.contains(event.target)) done();
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && done(),
      { rootMargin: ON_SCREEN },
    );
    const done = () => {
      waiting.delete(name);
      observer.disconnect();
      for (const type of USED) window.removeEventListener(type, onUse, true);
      resolve();
    };
    if (anchor.children.length === 0) return done();
    waiting.set(name, done);
    // The anchor has no box of its own (`display: contents`): its children are observed.
    for (const child of anchor.children) observer.observe(child);
    for (const type of USED) window.addEventListener(type, onUse, { capture: true, passive: true });
  });
}

/** What counts as using a part before it was seen (keyboard focus, a tap, a pointer). */
const USED = ['focusin', 'pointerdown', 'pointerover'] as const;

/**
 * A component whose code (`load`, a dynamic import) is fetched and whose server HTML is hydrated
 * only when it comes onto the screen. `name` marks its place in the page and must be unique on
 * it. Several parts may share one module: it is downloaded once, by the first part needed.
 */
export function hydrateLater<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = lazy(() =>
    whenNeeded(name)
      .then(load)
      .then((component) => ({ default: component })),
  );
  function HydrateLater(props: P) {
    useEffect(() => () => waiting.get(name)?.(), []);
    return (
      <div data-hydrate-later={name} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  HydrateLater.displayName = `HydrateLater(${name})`;
  return HydrateLater;
}
