import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { bootstrapAdmin } from '../src/auth/accounts';
import { verifyPassword } from '../src/auth/password';
import { adminCreate, type CliInput } from '../src/cli/admin-create';
import { loadConfig, REPO_ROOT } from '../src/config';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import { bindModels } from '../src/models';
import { startServer } from '../src/server';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const PASSWORD = 'a long enough passphrase';

/** Captures what the CLI prints; stdin is a pipe unless `tty` is given. */
function fakeIo(env: NodeJS.ProcessEnv, tty?: { typed: string[] }) {
  const out: string[] = [];
  const err: string[] = [];
  const sink = (lines: string[]) =>
    Object.assign(new PassThrough(), {
      write(chunk: string | Buffer): boolean {
        lines.push(String(chunk));
        return true;
      },
    });
  const stdin = new PassThrough() as PassThrough & CliInput;
  const rawModes: boolean[] = [];
  if (tty) {
    stdin.isTTY = true;
    stdin.setRawMode = (mode: boolean) => rawModes.push(mode);
  }
  const stdout = sink(out);
  if (tty) {
    // Types each answer once the CLI has asked for it.
    const write = stdout.write.bind(stdout);
    stdout.write = (chunk: string | Buffer) => {
      const result = write(chunk);
      if (/: $/.test(String(chunk)) && tty.typed.length) {
        const answer = tty.typed.shift()!;
        setImmediate(() => stdin.write(answer));
      }
      return result;
    };
  }
  return {
    io: { env, stdin, stdout, stderr: sink(err) },
    out: () => out.join(''),
    err: () => err.join(''),
    rawModes,
  };
}

describe.each(TEST_DIALECTS)('admin accounts on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  async function fresh(): Promise<{ database: TestDatabase; db: Knex }> {
    const database = await createTestDatabase(dialect);
    cleanups.push(() => database.drop());
    const db = createDatabase(database.url);
    cleanups.push(() => closeDatabase(db));
    return { database, db };
  }

  describe('pnpm admin:create', () => {
    it('creates an admin from ADMIN_PASSWORD when not run in a terminal, migrating first', async () => {
      const { database, db } = await fresh();
      const { io, out, err } = fakeIo({ DATABASE_URL: database.url, ADMIN_PASSWORD: PASSWORD });
      const code = await adminCreate(
        ['--email', ' Ada@Example.org ', '--first-name', 'Ada', '--last-name', 'Lovelace'],
        io,
      );
      expect(err()).toBe('');
      expect(code).toBe(0);
      expect(out()).toContain('Created the account ada@example.org (role admin)');
      expect(out()).not.toContain(PASSWORD);
      const user = (await bindModels(db).User.query().findOne({ email: 'ada@example.org' }))!;
      expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', role: 'admin' });
      // Enabled: it can sign in and manage accounts at once.
      expect(user.disabledAt).toBeNull();
      expect(user.passwordHash).toMatch(/^scrypt\$N=131072,r=8,p=1\$/);
      expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);
    });

    it('reads the password from the file ADMIN_PASSWORD_FILE names', async () => {
      const { database, db } = await fresh();
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'admin-secret-')), 'password');
      writeFileSync(file, `${PASSWORD}\n`);
      const { io, err } = fakeIo({ DATABASE_URL: database.url, ADMIN_PASSWORD_FILE: file });
      expect(await adminCreate(['--email', 'file@example.org', '--first-name', 'Fi'], io)).toBe(0);
      expect(err()).toBe('');
      const user = (await bindModels(db).User.query().findOne({ email: 'file@example.org' }))!;
      expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);
    });

    it('creates editors, refuses duplicates, and --update sets a new password', async () => {
      const { database, db } = await fresh();
      const env = { DATABASE_URL: database.url, ADMIN_PASSWORD: PASSWORD };
      const args = ['--email', 'ed@example.org', '--first-name', 'Ed', '--role', 'editor'];
      expect(await adminCreate(args, fakeIo(env).io)).toBe(0);
      const again = fakeIo(env);
      expect(await adminCreate(args, again.io)).toBe(1);
      expect(again.err()).toContain('already exists. Pass --update');

      const update = fakeIo({ ...env, ADMIN_PASSWORD: 'another long passphrase' });
      expect(await adminCreate(['--email', 'ed@example.org', '--update'], update.io)).toBe(0);
      const user = (await bindModels(db).User.query().findOne({ email: 'ed@example.org' }))!;
      expect(user).toMatchObject({ role: 'editor', firstName: 'Ed' });
      expect(await verifyPassword('another long passphrase', user.passwordHash)).toBe(true);

      const missing = fakeIo(env);
      expect(await adminCreate(['--email', 'nobody@example.org', '--update'], missing.io)).toBe(1);
      expect(missing.err()).toContain('No account has the email nobody@example.org');
    });

    it('refuses bad input with a clear message, before touching the database', async () => {
      const { database, db } = await fresh();
      const cases: [string[], NodeJS.ProcessEnv, RegExp][] = [
        [['--first-name', 'Ada'], { ADMIN_PASSWORD: PASSWORD }, /--email is required/],
        [['--email', 'ada@example.org'], { ADMIN_PASSWORD: PASSWORD }, /--first-name is required/],
        [
          ['--email', 'not-an-email', '--first-name', 'Ada'],
          { ADMIN_PASSWORD: PASSWORD },
          /email: Invalid email address/,
        ],
        [
          ['--email', 'a@example.org', '--first-name', 'Ada', '--role', 'owner'],
          { ADMIN_PASSWORD: PASSWORD },
          /role/,
        ],
        [['--email', 'a@example.org', '--first-name', 'Ada'], {}, /set ADMIN_PASSWORD/],
        [
          ['--email', 'a@example.org', '--first-name', 'Ada'],
          { ADMIN_PASSWORD: 'short' },
          /at least 12 characters/,
        ],
        [
          ['--email', 'a@example.org', '--first-name', 'Ada\u202eevil'],
          { ADMIN_PASSWORD: PASSWORD },
          /First name contains characters that are not allowed/,
        ],
        [
          ['--email', 'a@example.org', '--first-name', 'Ada', '--last-name', 'Love\u0000lace'],
          { ADMIN_PASSWORD: PASSWORD },
          /Last name contains characters that are not allowed/,
        ],
        [
          ['--email', 'a@example.org', '--first-name', 'Ada', '--bogus'],
          { ADMIN_PASSWORD: PASSWORD },
          /Unknown option/,
        ],
      ];
      for (const [args, env, message] of cases) {
        const { io, err } = fakeIo({ DATABASE_URL: database.url, ...env });
        expect(await adminCreate(args, io), args.join(' ')).toBe(1);
        expect(err(), args.join(' ')).toMatch(message);
      }
      expect(await db.schema.hasTable('users')).toBe(false);
      const help = fakeIo({});
      expect(await adminCreate(['--help'], help.io)).toBe(0);
      expect(help.out()).toContain('Usage: pnpm admin:create');
    });

    it('asks for the password twice in a terminal, without echoing it', async () => {
      const { database, db } = await fresh();
      const typed = ['short\r', `${PASSWORD}x\u007f\r`, `${PASSWORD}\r`];
      const { io, out, err, rawModes } = fakeIo({ DATABASE_URL: database.url }, { typed });
      const code = await adminCreate(['--email', 'tty@example.org', '--first-name', 'Tee'], io);
      expect(err()).toContain('Password must be at least 12 characters');
      expect(code).toBe(0);
      expect(out()).toContain('Password (12 to 256 characters): ');
      expect(out()).toContain('Repeat the password: ');
      expect(out()).not.toContain(PASSWORD);
      expect(rawModes).toEqual([true, false, true, false, true, false]);
      const user = (await bindModels(db).User.query().findOne({ email: 'tty@example.org' }))!;
      expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);
    });

    it.runIf(dialect === 'sqlite')(
      'runs as `pnpm admin:create` from the repository root',
      async () => {
        const { database, db } = await fresh();
        const result = spawnSync(
          'pnpm',
          ['--silent', 'admin:create', '--email', 'cli@example.org', '--first-name', 'Cli'],
          {
            cwd: REPO_ROOT,
            env: {
              ...process.env,
              DATABASE_URL: database.url,
              ADMIN_PASSWORD: PASSWORD,
              NODE_ENV: 'test',
            },
            stdio: ['ignore', 'pipe', 'pipe'],
            encoding: 'utf8',
            timeout: 60_000,
          },
        );
        expect(result.stderr).toBe('');
        expect(result.status).toBe(0);
        expect(result.stdout).toContain('Created the account cli@example.org (role admin)');
        expect(
          await bindModels(db).User.query().findOne({ email: 'cli@example.org' }),
        ).toBeDefined();
      },
    );
  });

  describe('start-up bootstrap', () => {
    it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD once, and never logs the password', async () => {
      const { database, db } = await fresh();
      await migrateToLatest(db);
      const models = bindModels(db);
      const lines: string[] = [];
      const logger = createLogger('debug', {}, (line) => lines.push(line));
      const config = loadConfig({
        DATABASE_URL: database.url,
        ADMIN_EMAIL: 'Boot@Example.org',
        ADMIN_PASSWORD: PASSWORD,
      });
      await Promise.all([
        bootstrapAdmin(models, config, logger),
        bootstrapAdmin(models, config, logger),
      ]);
      const users = await models.User.query();
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ email: 'boot@example.org', role: 'admin', firstName: null });
      expect(await verifyPassword(PASSWORD, users[0]!.passwordHash)).toBe(true);
      expect(lines.join('\n')).not.toContain(PASSWORD);

      // An existing account is left alone, whatever ADMIN_PASSWORD says now.
      await bootstrapAdmin(models, { ...config, ADMIN_PASSWORD: 'a different passphrase' }, logger);
      const after = (await models.User.query().findById(users[0]!.id))!;
      expect(after.passwordHash).toBe(users[0]!.passwordHash);
      expect(lines.join('\n')).not.toContain('a different passphrase');
    });

    it('does nothing without both variables, and startServer runs it', async () => {
      const { database, db } = await fresh();
      await migrateToLatest(db);
      await bootstrapAdmin(bindModels(db), loadConfig({ DATABASE_URL: database.url }));
      expect(await bindModels(db).User.query().resultSize()).toBe(0);

      const server = await startServer({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        PORT: '0',
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'silent',
        ADMIN_EMAIL: 'started@example.org',
        ADMIN_PASSWORD: PASSWORD,
      });
      try {
        expect(
          await bindModels(db).User.query().findOne({ email: 'started@example.org' }),
        ).toMatchObject({ role: 'admin' });
      } finally {
        await server.close();
      }
    });
  });
});
