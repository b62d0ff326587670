import type { Knex } from 'knex';
import { dialectOf, type Dialect } from './create-database';

/**
 * Group commit: concurrent callers' small units of work share one transaction, so a burst of
 * writes pays for one durable commit (one fsync on SQLite with synchronous=FULL, one redo-log
 * flush on InnoDB) instead of one each.
 *
 * - A batch starts at once when no batch is running (after the current turn of the event loop,
 *   so requests read in the same turn join it); while one is running, units queue and go in the
 *   next batch, which starts when a batch slot is free and the queue is full (`maxBatchSize`) or
 *   its oldest unit has waited `maxWaitMs`.
 * - Each unit runs in its own savepoint, in the order submitted: a unit that throws is rolled
 *   back alone and its caller alone gets the error.
 * - Every caller's promise settles only after its batch has ended: resolved only after COMMIT
 *   succeeded, so nothing is acknowledged that is not stored; if COMMIT fails, every unit of the
 *   batch that had succeeded is rejected with that error. Failed units also settle then, so a
 *   failure is not answered sooner than a success.
 * - If the transaction itself breaks before COMMIT (a savepoint cannot be set or rolled back
 *   to, e.g. MySQL rolled the whole transaction back on a deadlock), nothing of the
 *   batch is stored: the unit that broke it gets its own error and every other unit runs once
 *   more in a later batch (then, if that batch breaks too, it is rejected). Should the
 *   transaction turn out to have ended without any unit failing, no unit of it is acknowledged.
 *   If no transaction could be started (no connection, BEGIN failed), every unit gets that error.
 *
 * A unit must do all its work through the transaction it is given (on SQLite a query on the
 * database itself would wait for the one connection the batch holds), must not end it (no
 * commit or rollback of its own, no DDL, which MySQL commits implicitly) and, since it may run
 * a second time, must have no effects outside it.
 */

/** One caller's work, run inside its own savepoint of the batch's transaction. */
export type Unit<T> = (trx: Knex.Transaction) => Promise<T>;

export interface GroupCommitOptions {
  /** Most units in one transaction. */
  maxBatchSize: number;
  /** Longest a unit waits for others to join it while another batch is running, in ms. */
  maxWaitMs: number;
  /** Batches (transactions, connections) running at once. */
  maxConcurrentBatches: number;
}

/**
 * SQLite has one connection, so one batch at a time (the next one fills while it commits).
 * On MySQL every statement is a round trip and InnoDB already shares one log flush among the
 * transactions committing together, so batches there are smaller and run side by side on 8 of
 * the pool's 10 connections (2 stay free for reads).
 */
export const GROUP_COMMIT_DEFAULTS: Record<Dialect, GroupCommitOptions> = {
  sqlite: { maxBatchSize: 64, maxWaitMs: 2, maxConcurrentBatches: 1 },
  mysql: { maxBatchSize: 16, maxWaitMs: 2, maxConcurrentBatches: 8 },
};

/** What a unit is rejected with when both batches it ran in broke before COMMIT. */
export class GroupCommitAbortedError extends Error {
  override name = 'GroupCommitAbortedError';
  constructor(cause: unknown) {
    // `cause` keeps the driver's error reachable (db/errors.ts looks along it): a deadlock is
    // still recognised as the database being unavailable.
    super('The transaction this write was batched in was rolled back', { cause });
  }
}

interface Pending {
  unit: Unit<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  queuedAt: number;
  /** Already run once in a batch that broke before COMMIT. */
  retried: boolean;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** The savepoint set before each unit (see #runUnit). */
const SAVEPOINT = 'group_commit_unit';

/** Thrown inside the batch's transaction to roll it back when a unit broke it. */
class BrokenTransaction extends Error {
  /** `cause`: the unit's own error if it threw one (a deadlock), else the savepoint's. */
  constructor(
    readonly breaker: Pending,
    override readonly cause: unknown,
  ) {
    super('A savepoint could not be set or rolled back to', { cause });
  }
}

export class GroupCommit {
  readonly #db: Knex;
  readonly #dialect: Dialect;
  readonly #options: GroupCommitOptions;
  readonly #queue: Pending[] = [];
  #running = 0;
  #pumpSoon: NodeJS.Immediate | null = null;
  #waitTimer: NodeJS.Timeout | null = null;

  constructor(db: Knex, options: Partial<GroupCommitOptions> = {}) {
    this.#db = db;
    this.#dialect = dialectOf(db);
    this.#options = { ...GROUP_COMMIT_DEFAULTS[this.#dialect], ...options };
    if (this.#options.maxBatchSize < 1 || this.#options.maxConcurrentBatches < 1)
      throw new RangeError('maxBatchSize and maxConcurrentBatches must be at least 1');
  }

  /** Runs `unit` in the next batch; resolves with its result once the batch has committed. */
  submit<T>(unit: Unit<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        unit,
        resolve: resolve as (value: unknown) => void,
        reject,
        queuedAt: performance.now(),
        retried: false,
      });
      this.#schedule();
    });
  }

  /** Units waiting for a batch, and batches running: for tests and diagnostics. */
  get load(): { queued: number; running: number } {
    return { queued: this.#queue.length, running: this.#running };
  }

  #schedule(): void {
    if (this.#pumpSoon) return;
    this.#pumpSoon = setImmediate(() => {
      this.#pumpSoon = null;
      this.#pump();
    });
  }

  /** Starts every batch that is due and a slot allows; arms the wait timer for the rest. */
  #pump(): void {
    if (this.#waitTimer) {
      clearTimeout(this.#waitTimer);
      this.#waitTimer = null;
    }
    const { maxBatchSize, maxWaitMs, maxConcurrentBatches } = this.#options;
    while (this.#queue.length > 0 && this.#running < maxConcurrentBatches) {
      const waited = performance.now() - this.#queue[0]!.queuedAt;
      const due = this.#running === 0 || this.#queue.length >= maxBatchSize || waited >= maxWaitMs;
      if (!due) {
        this.#waitTimer = setTimeout(() => this.#pump(), Math.max(0, maxWaitMs - waited));
        return;
      }
      const batch = this.#queue.splice(0, maxBatchSize);
      this.#running++;
      void this.#run(batch)
        // Not expected (#run settles every unit itself), but no caller may wait forever.
        .catch((error: unknown) => batch.forEach((pending) => pending.reject(error)))
        .finally(() => {
          this.#running--;
          this.#pump();
        });
    }
  }

  async #run(batch: Pending[]): Promise<void> {
    // The batch holds its connection itself, so that after a failed COMMIT it can roll back
    // before anyone else uses it: SQLite keeps the transaction open when COMMIT fails on a
    // deferred constraint, and the next query on that connection would run inside it.
    let connection: unknown;
    try {
      connection = await this.#db.client.acquireConnection();
    } catch (error) {
      return this.#rollBackBatch(batch, error);
    }
    const outcomes = new Map<Pending, Outcome>();
    let broken: BrokenTransaction | null = null;
    let stage: 'units' | 'ended' | 'commit' = 'units';
    try {
      await this.#db.transaction(
        async (trx) => {
          for (const pending of batch) {
            try {
              outcomes.set(pending, await this.#runUnit(trx, pending));
            } catch (error) {
              if (error instanceof BrokenTransaction) broken = error;
              throw error;
            }
          }
          // Should a unit have ended the transaction without an error to show for it (DDL on
          // MySQL commits implicitly), the units after it wrote outside it: acknowledge none.
          if (!(await this.#inTransaction(trx, connection))) {
            stage = 'ended';
            throw new Error('The transaction ended before COMMIT');
          }
          stage = 'commit';
        },
        { connection },
      );
    } catch (error) {
      if (stage === 'units') return this.#rollBackBatch(batch, broken ?? error);
      // COMMIT failed: nothing of this batch may be acknowledged.
      await this.#db
        .raw('ROLLBACK')
        .connection(connection)
        .catch(() => undefined);
      for (const [pending, outcome] of outcomes) {
        if (outcome.ok) outcomes.set(pending, { ok: false, error });
      }
    } finally {
      await this.#db.client.releaseConnection(connection);
    }
    for (const [pending, outcome] of outcomes) {
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    }
  }

  /**
   * Runs one unit after a savepoint. A unit's own error, with the transaction rolled back to
   * the savepoint, is its outcome; a savepoint that cannot be set or rolled back to (MySQL rolls
   * a deadlocked transaction back whole) breaks the batch.
   *
   * The savepoint is set with SQL of our own rather than a Knex nested transaction: it is never
   * released (COMMIT drops every savepoint), which saves a round trip per unit on MySQL; and
   * Knex's MySQL transactions take a missing savepoint (errno 1305) as rolled back to, which
   * would hide exactly the whole-transaction rollback this must notice. One name serves every
   * unit: MySQL moves a savepoint set again to the new point, SQLite stacks them and rolls back
   * to the latest of the name.
   */
  async #runUnit(trx: Knex.Transaction, pending: Pending): Promise<Outcome> {
    try {
      await trx.raw(`SAVEPOINT ${SAVEPOINT}`);
    } catch (error) {
      throw new BrokenTransaction(pending, error);
    }
    try {
      return { ok: true, value: await pending.unit(trx) };
    } catch (error) {
      try {
        await trx.raw(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
      } catch {
        throw new BrokenTransaction(pending, error);
      }
      return { ok: false, error };
    }
  }

  /** Whether the batch's transaction is still open on its connection. */
  async #inTransaction(trx: Knex.Transaction, connection: unknown): Promise<boolean> {
    // better-sqlite3 knows without a query.
    if (this.#dialect === 'sqlite') return (connection as { inTransaction: boolean }).inTransaction;
    const [rows] = (await trx.raw('SELECT @@in_transaction AS open')) as [{ open: unknown }[]];
    return Number(rows[0]?.open) === 1;
  }

  /**
   * The transaction ended before COMMIT: nothing of it is stored. If a unit broke it, that unit
   * gets its own error and the others run again, once, at the front of the queue. If the
   * database failed first (no connection, BEGIN failed), every unit gets that error: the API
   * answers 503 now, where a retry would outlast the request.
   */
  #rollBackBatch(batch: Pending[], reason: unknown): void {
    if (!(reason instanceof BrokenTransaction)) {
      for (const pending of batch) pending.reject(reason);
      return;
    }
    const again: Pending[] = [];
    for (const pending of batch) {
      if (pending === reason.breaker) pending.reject(reason.cause);
      else if (pending.retried) pending.reject(new GroupCommitAbortedError(reason.cause));
      else again.push({ ...pending, retried: true });
    }
    this.#queue.unshift(...again);
  }
}
