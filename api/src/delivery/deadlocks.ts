/**
 * Claims of due rows (mail/claims.ts, webhooks/claims.ts) on MySQL: a claim InnoDB chose as a
 * deadlock victim was rolled back whole, so it is simply made again, a few times at most.
 */
const DEADLOCK_RETRIES = 3;

export async function retryDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= DEADLOCK_RETRIES || !isDeadlock(error)) throw error;
    }
  }
}

export function isDeadlock(error: unknown): boolean {
  const { code, nativeError } = (error ?? {}) as { code?: unknown; nativeError?: unknown };
  return code === 'ER_LOCK_DEADLOCK' || (nativeError !== undefined && isDeadlock(nativeError));
}
