import { errorForLog } from '../http/log-safety';
import type { Logger } from '../logger';

/**
 * The loop both outbox workers run (mail/worker.ts, webhooks/worker.ts): a pass claims due rows
 * and delivers them; a full batch is followed at once by the next pass, anything less by a
 * pause of `pollIntervalMs`. A pass that throws (the database unreachable or locked) is logged
 * and tried again at the next poll.
 */
export interface PollingLoopOptions {
  /** One pass; answers how many rows it claimed. */
  runOnce(): Promise<number>;
  pollIntervalMs: number;
  batchSize: number;
  /** False: no polling at all, only the owner's own `runOnce()` calls (tests step by hand). */
  polling: boolean;
  /** Where a failed pass is logged, and with what message. */
  log: Logger;
  failedMessage: string;
}

export interface PollingLoop {
  /** Stops polling and waits, at most `timeoutMs`, for the pass in flight. Safe to call again. */
  stop(timeoutMs: number): Promise<void>;
  /** Whether `stop()` was called: a pass in flight gives back what it has not started. */
  readonly stopping: boolean;
}

export function startPollingLoop(options: PollingLoopOptions): PollingLoop {
  const { runOnce, pollIntervalMs, batchSize, polling, log, failedMessage } = options;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped: Promise<void> | null = null;

  function schedule(delayMs: number) {
    if (stopping || !polling) return;
    timer = setTimeout(tick, delayMs);
  }

  function tick() {
    timer = null;
    running = runOnce();
    running.then(
      (claimed) => {
        running = null;
        schedule(claimed >= batchSize ? 0 : pollIntervalMs);
      },
      (error: unknown) => {
        running = null;
        log.warn(failedMessage, { err: errorForLog(error) });
        schedule(pollIntervalMs);
      },
    );
  }

  schedule(0);

  return {
    get stopping() {
      return stopping;
    },
    stop(timeoutMs) {
      stopped ??= (async () => {
        stopping = true;
        if (timer) clearTimeout(timer);
        if (running) {
          let bound: NodeJS.Timeout | undefined;
          await Promise.race([
            running.catch(() => 0),
            new Promise((resolve) => {
              bound = setTimeout(resolve, timeoutMs);
            }),
          ]);
          clearTimeout(bound);
        }
      })();
      return stopped;
    },
  };
}
