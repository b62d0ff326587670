/**
 * Back and Forward reach the router as a `popstate` event, and the BrowserRouter the shell uses
 * cannot block them (react-router's blockers need a data router). Listeners on window run in the
 * order they were added, so the shell calls `listenBeforeRouter()` before its router mounts; a
 * guard registered here then sees every step first, and one that stops the event's immediate
 * propagation keeps the router from seeing it (the console does, to ask about unsaved edits).
 */
export type HistoryStepGuard = (event: PopStateEvent) => void;

const guards = new Set<HistoryStepGuard>();
let listening = false;

/** Called once by the shell, before its router listens. Without it, no guard is consulted. */
export function listenBeforeRouter(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('popstate', (event) => {
    for (const guard of guards) guard(event);
  });
}

/** Sees each Back/Forward step before the router; returns the function that removes it. */
export function guardHistorySteps(guard: HistoryStepGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}
