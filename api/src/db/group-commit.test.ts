import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_DIALECTS,
  type TestDatabase,
} from '../../test/support/test-databases';
import { createLogger } from '../logger';
import { closeDatabase, createDatabase } from './create-database';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';
import { GroupCommit, GroupCommitAbortedError, type BatchRows } from './group-commit';
import { schemaHelpers } from './schema-helpers';

/** A promise and the functions that settle it, to hold a unit open while the test looks on. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe.each(TEST_DIALECTS)('GroupCommit on %s', (dialect) => {
  let database: TestDatabase;
  /** The connection the group commits on. */
  let db: Knex;
  /** Another connection (another process, as far as the database knows) that reads. */
  let reader: Knex;
  /** What each transaction sent, in order: BEGIN, SAVEPOINT, COMMIT… */
  let statements: string[];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = createDatabase(database.url);
    reader = createDatabase(database.url);
    const { createTable, keyString } = schemaHelpers(db);
    await createTable('people', (table) => {
      table.increments('id');
      keyString(table, 'email', 254).notNullable().unique();
    });
    await createTable('notes', (table) => {
      table.increments('id');
      table.string('email', 254).notNullable();
      table.text('body').notNullable();
    });
    if (dialect === 'sqlite') {
      // A foreign key checked only at COMMIT: the one real way to make SQLite's COMMIT fail.
      await db.raw(
        'CREATE TABLE badges (id INTEGER PRIMARY KEY, person_id INTEGER NOT NULL ' +
          'REFERENCES people(id) DEFERRABLE INITIALLY DEFERRED)',
      );
    }
    db.on('query', (query: { sql: string }) => statements.push(query.sql));
  });
  afterAll(async () => {
    await closeDatabase(reader);
    await closeDatabase(db);
    await database.drop();
  });
  beforeEach(async () => {
    statements = [];
    await db('people').delete();
    await db('notes').delete();
    statements = [];
  });

  const insert = (email: string) => async (trx: Knex.Transaction) => {
    const [id] = await trx('people').insert({ email });
    return { email, id };
  };
  /** A unit that hands a person and a note to the batch instead of inserting them itself. */
  const handOver =
    (email: string) =>
    async (_trx: Knex.Transaction, rows: BatchRows): Promise<string> => {
      rows.insert('people', { email });
      rows.insert('notes', { email, body: `note of ${email}` });
      return email;
    };
  const storedEmails = async () =>
    (await reader('people').orderBy('email').pluck('email')) as string[];
  const count = (sql: RegExp) => statements.filter((statement) => sql.test(statement)).length;

  it('commits a lone unit at once, however long the wait allowed for company', async () => {
    const commits = new GroupCommit(db, { maxWaitMs: 5000 });
    const started = performance.now();
    const result = await commits.submit(insert('lone@example.org'));
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.email).toBe('lone@example.org');
    expect(await storedEmails()).toEqual(['lone@example.org']);
  });

  it('commits concurrent units in one transaction, with no savepoints while none fails', async () => {
    const commits = new GroupCommit(db, { maxBatchSize: 64 });
    const emails = Array.from(
      { length: 20 },
      (_, i) => `p${String(i).padStart(2, '0')}@example.org`,
    );
    const results = await Promise.all(emails.map((email) => commits.submit(insert(email))));
    expect(results.map((result) => result.email)).toEqual(emails);
    expect(await storedEmails()).toEqual(emails);
    expect(count(/^BEGIN/i)).toBe(1);
    expect(count(/^COMMIT/i)).toBe(1);
    expect(count(/^SAVEPOINT/i)).toBe(0);
    expect(count(/^RELEASE SAVEPOINT/i)).toBe(0);
  });

  it('inserts the rows units hand over in one statement per table, and nothing more', async () => {
    const commits = new GroupCommit(db, { maxBatchSize: 64 });
    const emails = Array.from(
      { length: 20 },
      (_, i) => `h${String(i).padStart(2, '0')}@example.org`,
    );
    const results = await Promise.all(emails.map((email) => commits.submit(handOver(email))));
    expect(results).toEqual(emails);
    expect(await storedEmails()).toEqual(emails);
    expect(await reader('notes').orderBy('email').pluck('body')).toEqual(
      emails.map((email) => `note of ${email}`),
    );
    // The tables in the order the batch first met them; no check that the transaction is
    // still open, since no unit sent a statement that could have ended it.
    expect(statements.map((sql) => sql.split(/[\s(]/)[0]!.toUpperCase())).toEqual([
      'BEGIN;',
      'INSERT',
      'INSERT',
      'COMMIT;',
    ]);
    expect(statements[1]).toMatch(/people/);
    expect(statements[2]).toMatch(/notes/);
  });

  it('runs the others again carefully, at once, when a unit throws in the optimistic run', async () => {
    const commits = new GroupCommit(db);
    const runs: string[] = [];
    const traced = (email: string) => async (trx: Knex.Transaction, rows: BatchRows) => {
      runs.push(email);
      return handOver(email)(trx, rows);
    };
    const [a, failing, b] = await Promise.all([
      settle(commits.submit(traced('a@example.org'))),
      settle(
        commits.submit(async (trx) => {
          runs.push('failing');
          await insert('failing@example.org')(trx);
          throw new Error('the unit changed its mind');
        }),
      ),
      settle(commits.submit(traced('b@example.org'))),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect(!failing.ok && (failing.error as Error).message).toBe('the unit changed its mind');
    expect(await storedEmails()).toEqual(['a@example.org', 'b@example.org']);
    expect(await reader('notes').count({ n: '*' })).toEqual([{ n: 2 }]);
    // "b" had not run yet when the unit failed; the failed unit does not run again.
    expect(runs).toEqual(['a@example.org', 'failing', 'a@example.org', 'b@example.org']);
    expect(count(/^BEGIN/i)).toBe(2);
    expect(count(/^SAVEPOINT/i)).toBe(2);
    expect(count(/^COMMIT/i)).toBe(1);
  });

  it('runs the whole batch again carefully when its rows break a unique key, failing only that unit', async () => {
    const commits = new GroupCommit(db);
    await commits.submit(insert('taken@example.org'));
    statements = [];
    const runs: string[] = [];
    const traced = (email: string) => async (trx: Knex.Transaction, rows: BatchRows) => {
      runs.push(email);
      return handOver(email)(trx, rows);
    };
    const [a, repeat, b] = await Promise.all([
      settle(commits.submit(traced('a@example.org'))),
      settle(commits.submit(traced('taken@example.org'))),
      settle(commits.submit(traced('b@example.org'))),
    ]);
    expect(a.ok && b.ok).toBe(true);
    expect(!repeat.ok && isUniqueViolation(repeat.error)).toBe(true);
    expect(await storedEmails()).toEqual(['a@example.org', 'b@example.org', 'taken@example.org']);
    // The repeat's note was rolled back with its person.
    expect(await reader('notes').orderBy('email').pluck('email')).toEqual([
      'a@example.org',
      'b@example.org',
    ]);
    const once = ['a@example.org', 'taken@example.org', 'b@example.org'];
    expect(runs).toEqual([...once, ...once]);
    expect(count(/^SAVEPOINT/i)).toBe(3);
    expect(count(/^ROLLBACK TO SAVEPOINT/i)).toBe(1);
    expect(count(/^COMMIT/i)).toBe(1);
  });

  it('acknowledges none of a batch whose transaction a unit ended without an error', async () => {
    const commits = new GroupCommit(db);
    const results = await Promise.all([
      settle(commits.submit(handOver('a@example.org'))),
      settle(
        commits.submit(async (trx) => {
          await trx.raw('ROLLBACK');
        }),
      ),
      settle(commits.submit(handOver('b@example.org'))),
    ]);
    for (const result of results) {
      expect(result.ok).toBe(false);
      expect((result as { error: Error }).error.message).toBe(
        'The transaction ended before COMMIT',
      );
    }
    // The handed-over rows were not inserted outside the transaction either.
    expect(await storedEmails()).toEqual([]);
    expect(await reader('notes').count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('runs units in the order they were submitted', async () => {
    const commits = new GroupCommit(db);
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        commits.submit(async (trx) => {
          order.push(n);
          await insert(`order${n}@example.org`)(trx);
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });

  it('never puts more than maxBatchSize units in one transaction', async () => {
    const commits = new GroupCommit(db, { maxBatchSize: 4 });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => commits.submit(insert(`b${i}@example.org`))),
    );
    expect((await storedEmails()).length).toBe(10);
    // 4 + 4 + 2
    expect(count(/^BEGIN/i)).toBe(3);
    expect(count(/^COMMIT/i)).toBe(3);
  });

  it('rolls back only the unit that failed, and tells only its caller', async () => {
    const commits = new GroupCommit(db);
    await commits.submit(insert('taken@example.org'));
    const [first, repeat, broken, last] = await Promise.all([
      settle(commits.submit(insert('first@example.org'))),
      // writes a row, then breaks a unique key: both of its writes are undone
      settle(
        commits.submit(async (trx) => {
          await insert('half@example.org')(trx);
          await insert('taken@example.org')(trx);
        }),
      ),
      settle(
        commits.submit(async (trx) => {
          await insert('thrown@example.org')(trx);
          throw new Error('the unit changed its mind');
        }),
      ),
      settle(commits.submit(insert('last@example.org'))),
    ]);
    expect(first.ok && last.ok).toBe(true);
    expect(!repeat.ok && isUniqueViolation(repeat.error)).toBe(true);
    expect(!broken.ok && (broken.error as Error).message).toBe('the unit changed its mind');
    expect(await storedEmails()).toEqual([
      'first@example.org',
      'last@example.org',
      'taken@example.org',
    ]);
    // One transaction for the four, the failures included.
    expect(count(/^COMMIT/i)).toBe(2);
  });

  it('settles every caller only once its batch has committed, visible to other connections', async () => {
    const commits = new GroupCommit(db);
    const seen = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        commits
          .submit(insert(`seen${i}@example.org`))
          .then(
            async ({ email }) => (await reader('people').where({ email }).first()) !== undefined,
          ),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 8 }, () => true));
    // A failure is not answered before the batch ends either: its partner's row is committed.
    const partner = commits.submit(insert('partner@example.org'));
    const failure = await settle(
      commits.submit(async () => {
        throw new Error('no');
      }),
    );
    expect(failure.ok).toBe(false);
    expect(await reader('people').where({ email: 'partner@example.org' }).first()).toBeDefined();
    await partner;
  });

  it('holds the next batch back while one commits, then takes every unit queued meanwhile', async () => {
    const commits = new GroupCommit(db, { maxConcurrentBatches: 1 });
    const gate = deferred();
    const held = commits.submit(async (trx) => {
      await gate.promise;
      return insert('held@example.org')(trx);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const queued = Array.from({ length: 5 }, (_, i) => commits.submit(insert(`q${i}@example.org`)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(commits.load).toEqual({ queued: 5, running: 1 });
    expect(await storedEmails()).toEqual([]);
    gate.resolve();
    await Promise.all([held, ...queued]);
    expect((await storedEmails()).length).toBe(6);
    expect(count(/^COMMIT/i)).toBe(2);
  });

  it('runs the unit that broke the transaction alone into its error, and the others once more', async () => {
    const commits = new GroupCommit(db);
    const [before, breaker, after] = await Promise.all([
      settle(commits.submit(insert('before@example.org'))),
      // Ending the whole transaction from inside a unit leaves no savepoint to roll back to.
      settle(
        commits.submit(async (trx) => {
          await trx.raw('ROLLBACK');
          throw new Error('ended the transaction');
        }),
      ),
      settle(commits.submit(insert('after@example.org'))),
    ]);
    expect(before.ok && after.ok).toBe(true);
    expect(!breaker.ok && (breaker.error as Error).message).toBe('ended the transaction');
    expect(await storedEmails()).toEqual(['after@example.org', 'before@example.org']);
    // The rolled-back batch's "before" was not stored twice: its first run was undone.
    expect(count(/^INSERT/i)).toBe(3);
  });

  it('gives up on a unit whose second batch breaks too, naming the cause', async () => {
    const commits = new GroupCommit(db, { maxBatchSize: 2, maxConcurrentBatches: 1 });
    await commits.submit(insert('taken@example.org'));
    // Hands over a row that breaks a unique key, so its batch runs again carefully; there it
    // ends the whole transaction, which no savepoint can undo.
    const breaker = () => {
      let runs = 0;
      return async (trx: Knex.Transaction, rows: BatchRows) => {
        if (runs++ === 0) return rows.insert('people', { email: 'taken@example.org' });
        await trx.raw('ROLLBACK');
        throw new Error('ended the transaction');
      };
    };
    const [bystander, first, second] = await Promise.all([
      settle(commits.submit(insert('unlucky@example.org'))),
      settle(commits.submit(breaker())),
      // queued behind the retried bystander: its batch is the bystander's second
      settle(commits.submit(breaker())),
    ]);
    for (const result of [first, second])
      expect(!result.ok && (result.error as Error).message).toBe('ended the transaction');
    expect(bystander.ok).toBe(false);
    const error = (bystander as { error: unknown }).error;
    expect(error).toBeInstanceOf(GroupCommitAbortedError);
    expect(((error as Error).cause as Error).message).toBe('ended the transaction');
    expect(await storedEmails()).toEqual(['taken@example.org']);
  });

  it('keeps a deadlock recognisable as the database being unavailable', () => {
    const deadlock = Object.assign(new Error('Deadlock found'), { code: 'ER_LOCK_DEADLOCK' });
    expect(isDatabaseUnavailable(new GroupCommitAbortedError(deadlock))).toBe(true);
  });

  if (dialect === 'sqlite') {
    it('rejects every caller of a batch whose COMMIT fails, and stores none of it', async () => {
      const commits = new GroupCommit(db);
      const results = await Promise.all([
        settle(commits.submit(insert('a@example.org'))),
        // Passes at the statement, fails the deferred foreign key check at COMMIT.
        settle(commits.submit((trx) => trx('badges').insert({ person_id: 999_999 }))),
        settle(commits.submit(insert('b@example.org'))),
      ]);
      for (const result of results) {
        expect(result.ok).toBe(false);
        expect((result as { error: { code?: string } }).error.code).toMatch(
          /^SQLITE_CONSTRAINT_FOREIGNKEY/,
        );
      }
      expect(await storedEmails()).toEqual([]);
      // The connection is usable afterwards.
      await commits.submit(insert('c@example.org'));
      expect(await storedEmails()).toEqual(['c@example.org']);
    });
  }

  if (dialect === 'mysql') {
    afterEach(() => {
      db.removeAllListeners('query');
      db.on('query', (query: { sql: string }) => statements.push(query.sql));
    });

    it('rejects every caller of a batch whose COMMIT fails, and stores none of it', async () => {
      const commits = new GroupCommit(db);
      // The connection is lost just as COMMIT is sent.
      let connection: { destroy(): void } | undefined;
      db.on('query', (query: { sql: string }) => {
        if (/^COMMIT/i.test(query.sql)) connection?.destroy();
      });
      const results = await Promise.all([
        settle(
          commits.submit(async (trx) => {
            connection = (await trx.client.acquireConnection()) as { destroy(): void };
            return insert('a@example.org')(trx);
          }),
        ),
        settle(commits.submit(insert('b@example.org'))),
      ]);
      expect(results.map((result) => result.ok)).toEqual([false, false]);
      expect(await storedEmails()).toEqual([]);
      db.removeAllListeners('query');
      await commits.submit(insert('c@example.org'));
      expect(await storedEmails()).toEqual(['c@example.org']);
    });

    it('survives a real deadlock: the victim unit gets its error, its batch-mates are stored', async () => {
      // Two instances, each with its own batch: A takes x then y, B takes y then x.
      const other = createDatabase(database.url);
      try {
        const a = new GroupCommit(db, { maxConcurrentBatches: 1 });
        const b = new GroupCommit(other, { maxConcurrentBatches: 1 });
        const gate = deferred();
        const bystanderA = settle(a.submit(insert('bystander-a@example.org')));
        const unitA = settle(
          a.submit(async (trx) => {
            await insert('x@example.org')(trx);
            await gate.promise;
            await insert('y@example.org')(trx);
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        const bystanderB = settle(b.submit(insert('bystander-b@example.org')));
        const unitB = settle(
          b.submit(async (trx) => {
            await insert('y@example.org')(trx);
            await insert('x@example.org')(trx); // waits for A's x
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        gate.resolve(); // A now waits for B's y: a deadlock, one of them is rolled back
        const [resultA, resultB] = await Promise.all([unitA, unitB]);
        expect((await bystanderA).ok && (await bystanderB).ok).toBe(true);
        const victims = [resultA, resultB].filter((result) => !result.ok);
        expect(victims).toHaveLength(1);
        const victim = victims[0] as { error: unknown };
        // ER_LOCK_DEADLOCK: the API answers 503, the visitor may try again.
        expect(isDatabaseUnavailable(victim.error)).toBe(true);
        expect(await storedEmails()).toEqual([
          'bystander-a@example.org',
          'bystander-b@example.org',
          'x@example.org',
          'y@example.org',
        ]);
      } finally {
        await closeDatabase(other);
      }
    });

    it('starts another batch beside a running one once a unit has waited maxWaitMs', async () => {
      const commits = new GroupCommit(db, { maxConcurrentBatches: 2, maxWaitMs: 30 });
      const gate = deferred();
      const held = commits.submit(async (trx) => {
        await gate.promise;
        return insert('slow@example.org')(trx);
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const started = performance.now();
      await commits.submit(insert('quick@example.org'));
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(25);
      expect(waited).toBeLessThan(1000);
      expect(await storedEmails()).toEqual(['quick@example.org']);
      gate.resolve();
      await held;
    });

    it('starts another batch beside a running one as soon as enough units queue', async () => {
      const commits = new GroupCommit(db, {
        maxConcurrentBatches: 2,
        maxBatchSize: 3,
        maxWaitMs: 60_000,
      });
      const gate = deferred();
      const held = commits.submit(async (trx) => {
        await gate.promise;
        return insert('slow@example.org')(trx);
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await Promise.all([1, 2, 3].map((n) => commits.submit(insert(`full${n}@example.org`))));
      expect((await storedEmails()).length).toBe(3);
      gate.resolve();
      await held;
    });
  }
});

describe('GroupCommit without a database', () => {
  it('rejects every unit of the batch at once with the reason, running none', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const db = createDatabase('mysql://root@127.0.0.1:1/nothing', {
      logger: createLogger('silent'),
    });
    try {
      const commits = new GroupCommit(db);
      let ran = 0;
      const unit = async () => {
        ran++;
      };
      const results = await Promise.all([
        settle(commits.submit(unit)),
        settle(commits.submit(unit)),
      ]);
      for (const result of results) {
        expect(result.ok).toBe(false);
        expect(isDatabaseUnavailable((result as { error: unknown }).error)).toBe(true);
      }
      expect(ran).toBe(0);
      expect(commits.load).toEqual({ queued: 0, running: 0 });
    } finally {
      await closeDatabase(db);
    }
  });
});
