/**
 * `pnpm admin:create --email … [--first-name …] [--last-name …] [--role admin|editor] [--update]`
 *
 * Creates a staff account on the configured database (DATABASE_URL, or a .env beside the root
 * package.json), bringing the schema up to date first. The password is asked twice without echo
 * when run in a terminal; otherwise it is read from ADMIN_PASSWORD. With --update, an existing
 * account gets the new password (and role and names when given) instead.
 */
import { parseArgs } from 'node:util';
import { passwordSchema } from '@campaign/shared';
import { setPasswordHashCost } from '../auth/password';
import { ConfigError, loadConfig } from '../config';
import { runAsCommand } from '../cli-support/run-as-command';
import { closeDatabase, createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { bindModels } from '../models';
import {
  AccountExistsError,
  accountInputSchema,
  createAccount,
  updateAccount,
  type AccountInput,
} from '../auth/accounts';

export const USAGE = `Usage: pnpm admin:create --email <email> --first-name <name> [--last-name <name>] [--role admin|editor] [--update]

Creates an account that can sign in to the admin console (role admin unless --role editor).
The password is asked without echo in a terminal; otherwise it is read from ADMIN_PASSWORD
(or from the file ADMIN_PASSWORD_FILE names).
It must be 12 to 256 characters long. --update sets a new password on an existing account.`;

/** A terminal input stream (process.stdin) or a stand-in for it. */
export interface CliInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdin: CliInput;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

class Cancelled extends Error {}

/** Reads one line from a terminal in raw mode, echoing nothing. */
export function readHidden(prompt: string, io: Pick<CliIo, 'stdin' | 'stdout'>): Promise<string> {
  const { stdin, stdout } = io;
  stdout.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.removeListener('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Cancelled('Cancelled.'));
        if (char === '\u0004') return value ? undefined : finish(new Cancelled('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    stdin.setRawMode?.(true);
    stdin.setEncoding?.('utf8');
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** Asks for a password until it is valid and typed the same twice (three tries). */
async function askPassword(io: CliIo): Promise<string> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const password = await readHidden('Password (12 to 256 characters): ', io);
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) {
      io.stderr.write(`${checked.error.issues[0]?.message ?? 'Invalid password'}\n`);
      continue;
    }
    if ((await readHidden('Repeat the password: ', io)) !== password) {
      io.stderr.write('The two passwords differ.\n');
      continue;
    }
    return password;
  }
  throw new Cancelled('No password set.');
}

/** Runs the command; answers the exit code. */
export async function adminCreate(argv: string[], io: CliIo): Promise<number> {
  const fail = (message: string) => {
    io.stderr.write(`${message}\n`);
    return 1;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: argv[0] === '--' ? argv.slice(1) : argv,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        role: { type: 'string' },
        update: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!values.email) return fail(`--email is required.\n\n${USAGE}`);
  if (!values.update && !values['first-name']) return fail(`--first-name is required.\n\n${USAGE}`);

  let config;
  try {
    config = loadConfig(io.env);
    setPasswordHashCost(config.PASSWORD_HASH_COST);
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }

  const account: AccountInput = {
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
    role: values.role as AccountInput['role'],
    password: '',
  };
  // Check everything but the password before asking for it.
  const early = accountInputSchema.omit({ password: true }).safeParse(account);
  if (!early.success) {
    return fail(
      early.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n'),
    );
  }

  try {
    if (io.stdin.isTTY) {
      account.password = await askPassword(io);
    } else {
      // From ADMIN_PASSWORD or the file ADMIN_PASSWORD_FILE names (loadConfig reads it).
      const fromEnv = config.ADMIN_PASSWORD;
      if (!fromEnv)
        return fail(
          'Not a terminal: set ADMIN_PASSWORD (or ADMIN_PASSWORD_FILE) to the new password.',
        );
      const checked = passwordSchema.safeParse(fromEnv);
      if (!checked.success) return fail(`ADMIN_PASSWORD: ${checked.error.issues[0]?.message}`);
      account.password = fromEnv;
    }
  } catch (error) {
    if (error instanceof Cancelled) return fail(error.message);
    throw error;
  }

  const db = createDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const models = bindModels(db);
    if (values.update) {
      const user = await updateAccount(models, account);
      if (!user) return fail(`No account has the email ${early.data.email}.`);
      io.stdout.write(`Updated the account ${user.email} (role ${user.role ?? 'none'}).\n`);
    } else {
      const user = await createAccount(models, account);
      io.stdout.write(
        `Created the account ${user.email} (role ${user.role}). It can sign in at /api/login.\n`,
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof AccountExistsError) {
      return fail(`${error.message}. Pass --update to set a new password.`);
    }
    throw error;
  } finally {
    await closeDatabase(db);
  }
}

runAsCommand(import.meta.url, adminCreate, 'Could not create the account:');
