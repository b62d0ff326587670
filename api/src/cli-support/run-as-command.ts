import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../config';

/** What a command-line tool is given: its environment and the process's streams. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/**
 * Runs a tool of api/src/cli/ when its module is the one Node was started with (`moduleUrl` is
 * the tool's `import.meta.url`), not when a test imports it. Like `pnpm start`, a .env beside
 * the root package.json is read first (real variables win). The process exits with the tool's
 * code, or 1 after `failure` and the error when the tool throws.
 */
export function runAsCommand(
  moduleUrl: string,
  tool: (argv: string[], io: CommandIo) => Promise<number>,
  failure: string,
): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const envFile = path.join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const io = {
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  };
  tool(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(failure, error);
      process.exitCode = 1;
    },
  );
}
