/**
 * Signing in again without leaving the console. When a session ends mid-edit (it expired, or
 * was ended elsewhere), a save answers 401: instead of a failed save and a trip to the sign-in
 * page that would throw the work away, the console asks for the password in place (the dialog
 * in features/auth), then sends the save again. One request at a time: every save refused
 * meanwhile waits for the same answer.
 */

type Listener = () => void;

interface Pending {
  promise: Promise<void>;
  resolve: () => void;
  reject: (reason: unknown) => void;
}

let pending: Pending | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** The person chose not to sign in again: the save that asked fails as it would have. */
export class RenewalDeclined extends Error {
  constructor() {
    super('Signing in again was declined');
    this.name = 'RenewalDeclined';
  }
}

export const sessionRenewal = {
  /** Asks the person to sign in again; resolves once they have, rejects if they decline. */
  request(): Promise<void> {
    if (!pending) {
      let resolve!: () => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<void>((done, fail) => {
        resolve = done;
        reject = fail;
      });
      pending = { promise, resolve, reject };
      notify();
    }
    return pending.promise;
  },
  /** Whether the console is waiting for the person to sign in again. */
  isAsking(): boolean {
    return pending !== null;
  },
  /** Signed in again: the waiting saves go ahead. */
  renewed(): void {
    const done = pending;
    pending = null;
    notify();
    done?.resolve();
  },
  /** Not now: the waiting saves fail, and the work stays on screen. */
  declined(): void {
    const done = pending;
    pending = null;
    notify();
    done?.reject(new RenewalDeclined());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const isUnauthorized = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

/**
 * Runs `send` (a console write); if the session has ended (401), asks the person to sign in
 * again and sends it once more. Declining answers the original 401.
 */
export async function withSessionRenewal<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    try {
      await sessionRenewal.request();
    } catch {
      throw error;
    }
    return send();
  }
}
