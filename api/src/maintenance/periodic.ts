/**
 * Runs `task` now and then every `intervalMs`, never two runs at once (a run still going when
 * the timer fires is left to finish; that tick is skipped). The timer never keeps the process
 * alive; the returned function stops it before the database closes. `task` handles its own
 * errors: a rejection is not retried and would be an unhandled rejection.
 */
export function startPeriodic(task: () => Promise<void>, intervalMs: number): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
