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
 * - A unit may hand rows to the batch (`rows.insert`) instead of inserting them itself: the
 *   batch inserts every unit's rows for a table in one statement, just before COMMIT.
 * - A batch first runs optimistically: its units one after the other, in the order submitted,
 *   with no savepoints, then the batch's rows. If that all succeeds it commits, and that is all
 *   the statements it sends. If a unit throws, the transaction is rolled back, that unit's
 *   caller alone gets the error, and the other units run again at once, carefully; if inserting
 *   the batch's rows fails (which unit's row broke a unique key is not known), the whole batch
 *   runs again carefully.
 * - Careful: each unit runs in its own savepoint, with its rows inserted inside it, so a unit
 *   that throws (or whose rows fail) is rolled back alone and its caller alone gets the error.
 * - Every caller's promise settles only after its batch has ended: resolved only after COMMIT
 *   succeeded, so nothing is acknowledged that is not stored; if COMMIT fails, every unit of the
 *   batch that had succeeded is rejected with that error. Failed units also settle then, so a
 *   failure is not answered sooner than a success.
 * - If the transaction itself breaks during a careful run (a savepoint cannot be set or rolled
 *   back to, e.g. MySQL rolled the whole transaction back on a deadlock), nothing of the
 *   batch is stored: the unit that broke it gets its own error and every other unit runs once
 *   more in a later batch (then, if a careful run breaks again, it is rejected). Should the
 *   transaction turn out to have ended without any unit failing, no unit of it is acknowledged.
 *   If no transaction could be started (no connection, BEGIN failed), every unit gets that error.
 *
 * A unit must do all its work through the transaction it is given (on SQLite a query on the
 * database itself would wait for the one connection the batch holds), must not end it (no
 * commit or rollback of its own, no DDL, which MySQL commits implicitly), must not read back
 * rows it handed to the batch (they are written later) and, since it may run more than once,
 * must have no effects outside it.
 */

/** A row as Knex inserts it: column (camelCase, mapped to snake_case) to value. */
export type BatchRow = Record<string, unknown>;

/** Where a unit hands the rows it wants inserted to its batch. */
export interface BatchRows {
  /**
   * Inserts `row` into `table` with the batch's other rows for that table, in one statement.
   * Tables are written in the order the batch first met them; the row's id is not known.
   */
  insert(table: string, row: BatchRow): void;
}

/** One caller's work, run inside the batch's transaction. */
export type Unit<T> = (trx: Knex.Transaction, rows: BatchRows) => Promise<T>;

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
 * On MySQL InnoDB already shares one log flush among the transactions committing together, and
 * what costs is each statement (a round trip, and CPU on both sides of it): batches there run
 * two side by side, so that the next one fills while one commits, and are big enough that a
 * burst's rows go in a few statements.
 */
export const GROUP_COMMIT_DEFAULTS: Record<Dialect, GroupCommitOptions> = {
  sqlite: { maxBatchSize: 64, maxWaitMs: 2, maxConcurrentBatches: 1 },
  mysql: { maxBatchSize: 64, maxWaitMs: 2, maxConcurrentBatches: 2 },
};

/** Rows per INSERT statement, well within SQLite's limit on bound values. */
const ROWS_PER_INSERT = 100;

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

/** The savepoint set before each unit of a careful run (see #runCarefully). */
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

/** Thrown inside an optimistic run to roll it back: `failed` threw, or (null) the rows did. */
class OptimisticRunFailed extends Error {
  constructor(
    readonly failed: Pending | null,
    override readonly cause: unknown,
  ) {
    super('The batch is run again carefully', { cause });
  }
}

/** Rows handed over by units, by table, in the order the tables were first met. */
class RowsByTable implements BatchRows {
  readonly tables = new Map<string, BatchRow[]>();

  insert(table: string, row: BatchRow): void {
    const rows = this.tables.get(table);
    if (rows) rows.push(row);
    else this.tables.set(table, [row]);
  }

  async write(trx: Knex.Transaction): Promise<void> {
    for (const [table, rows] of this.tables) {
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await trx(table).insert(rows.slice(start, start + ROWS_PER_INSERT));
      }
    }
  }
}

/** How one run of a batch ended. */
type RunResult =
  /** COMMIT succeeded (`outcomes`: every unit's), or failed (every unit rejected with it). */
  | { kind: 'settled'; outcomes: Map<Pending, Outcome> }
  /** Optimistic: rolled back; `failed` (or, when null, the batch's rows) threw `error`. */
  | { kind: 'redo'; failed: Pending | null; error: unknown }
  /** Careful: a unit broke the transaction, or the database failed before any unit ran. */
  | { kind: 'aborted'; reason: unknown };

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
    /** The unit that failed the optimistic run, if one did: its error is its outcome. */
    let failedFirst: { pending: Pending; error: unknown } | null = null;
    let result: RunResult;
    try {
      result = await this.#runOnce(batch, connection, false);
      if (result.kind === 'redo') {
        const { failed, error } = result;
        if (failed) failedFirst = { pending: failed, error };
        const rest = failed ? batch.filter((pending) => pending !== failed) : batch;
        result =
          rest.length > 0
            ? await this.#runOnce(rest, connection, true)
            : { kind: 'settled', outcomes: new Map() };
      }
    } finally {
      await this.#db.client.releaseConnection(connection);
    }
    failedFirst?.pending.reject(failedFirst.error);
    if (result.kind === 'aborted') {
      const rest = batch.filter((pending) => pending !== failedFirst?.pending);
      return this.#rollBackBatch(rest, result.reason);
    }
    if (result.kind === 'redo') throw new Error('A careful run is never redone');
    for (const [pending, outcome] of result.outcomes) {
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    }
  }

  /**
   * One transaction over `units` on `connection`: optimistic (no savepoints, the rows of every
   * unit in one statement per table) or careful (a savepoint and the rows' statements per unit).
   */
  async #runOnce(units: Pending[], connection: unknown, careful: boolean): Promise<RunResult> {
    const outcomes = new Map<Pending, Outcome>();
    let failure: BrokenTransaction | OptimisticRunFailed | null = null;
    let stage: 'units' | 'ended' | 'commit' = 'units';
    let ended: Error | null = null;
    try {
      await this.#db.transaction(
        async (trx) => {
          // Statements the units sent themselves (the savepoints of a careful run count too).
          let statements = 0;
          const count = () => statements++;
          trx.on('query', count);
          // Should a unit have ended the transaction without an error to show for it (DDL on
          // MySQL commits implicitly), what was written after it went outside it: acknowledge
          // none. Checked before the batch's rows are inserted, so those never go outside it;
          // units that sent no statement of their own cannot have ended it.
          const checkStillOpen = async () => {
            trx.off('query', count);
            if (statements > 0 && !(await this.#inTransaction(trx, connection))) {
              stage = 'ended';
              // Kept: on SQLite, Knex's ROLLBACK after it fails too, with an error of its own.
              ended = new Error('The transaction ended before COMMIT');
              throw ended;
            }
          };
          try {
            if (careful) {
              for (const pending of units)
                outcomes.set(pending, await this.#runCarefully(trx, pending));
              await checkStillOpen();
            } else {
              await this.#runOptimistically(trx, units, outcomes, checkStillOpen);
            }
          } catch (error) {
            if (error instanceof BrokenTransaction || error instanceof OptimisticRunFailed)
              failure = error;
            throw error;
          } finally {
            trx.off('query', count);
          }
          stage = 'commit';
        },
        { connection },
      );
    } catch (error) {
      if (stage === 'units') {
        const failed = failure as BrokenTransaction | OptimisticRunFailed | null;
        if (failed instanceof OptimisticRunFailed)
          return { kind: 'redo', failed: failed.failed, error: failed.cause };
        return { kind: 'aborted', reason: failed ?? error };
      }
      // COMMIT failed, or the transaction had ended: nothing of it may be acknowledged.
      await this.#db
        .raw('ROLLBACK')
        .connection(connection)
        .catch(() => undefined);
      for (const [pending, outcome] of outcomes) {
        if (outcome.ok) outcomes.set(pending, { ok: false, error: ended ?? error });
      }
    }
    return { kind: 'settled', outcomes };
  }

  /**
   * Every unit in turn, then (after `beforeRows`) every unit's rows; the first failure rolls the
   * whole run back.
   */
  async #runOptimistically(
    trx: Knex.Transaction,
    units: Pending[],
    outcomes: Map<Pending, Outcome>,
    beforeRows: () => Promise<void>,
  ): Promise<void> {
    const rows = new RowsByTable();
    for (const pending of units) {
      try {
        outcomes.set(pending, { ok: true, value: await pending.unit(trx, rows) });
      } catch (error) {
        throw new OptimisticRunFailed(pending, error);
      }
    }
    await beforeRows();
    try {
      await rows.write(trx);
    } catch (error) {
      throw new OptimisticRunFailed(null, error);
    }
  }

  /**
   * Runs one unit after a savepoint, and inserts its rows. A unit's own error (or its rows'),
   * with the transaction rolled back to the savepoint, is its outcome; a savepoint that cannot
   * be set or rolled back to (MySQL rolls a deadlocked transaction back whole) breaks the batch.
   *
   * The savepoint is set with SQL of our own rather than a Knex nested transaction: it is never
   * released (COMMIT drops every savepoint), which saves a round trip per unit on MySQL; and
   * Knex's MySQL transactions take a missing savepoint (errno 1305) as rolled back to, which
   * would hide exactly the whole-transaction rollback this must notice. One name serves every
   * unit: MySQL moves a savepoint set again to the new point, SQLite stacks them and rolls back
   * to the latest of the name.
   */
  async #runCarefully(trx: Knex.Transaction, pending: Pending): Promise<Outcome> {
    try {
      await trx.raw(`SAVEPOINT ${SAVEPOINT}`);
    } catch (error) {
      throw new BrokenTransaction(pending, error);
    }
    try {
      const rows = new RowsByTable();
      const value = await pending.unit(trx, rows);
      await rows.write(trx);
      return { ok: true, value };
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
