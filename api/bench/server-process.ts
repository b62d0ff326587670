import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
}

/**
 * Starts `api/src/server.ts` (or another `script` that logs its port the same way) in its own
 * process (so a load generator does not share its event loop) on a free port of 127.0.0.1 (or
 * the PORT in `env`), with `env` over the current environment, and resolves once it logs the
 * port it listens on. Its later output is read and dropped.
 */
export function startServerProcess(
  env: Record<string, string>,
  script: string = SERVER,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let startup = '';
    const onStartupOutput = (chunk: string) => {
      startup += chunk;
      const port = /"port":(\d+)/.exec(startup)?.[1];
      if (!port) return;
      child.stdout!.off('data', onStartupOutput).resume();
      resolve({ child, baseUrl: `http://127.0.0.1:${port}` });
    };
    child.stdout!.setEncoding('utf8').on('data', onStartupOutput);
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}:\n${startup}`)));
  });
}

/** SIGTERM, then wait for the process to exit. */
export function stopServerProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
