/**
 * Everything the server process writes, on stdout and stderr, is a JSON line: its start, its
 * requests, a Node warning, its shutdown, and a start that fails on bad settings or on a taken
 * port (the error inside the JSON line, not printed beside it).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
/** Loaded before the server: SIGUSR2 makes Node emit a warning, as a deprecation would. */
const WARN_ON_SIGUSR2 = `data:text/javascript,process.once('SIGUSR2',()=>process.emitWarning('a test warning'))`;

interface Run {
  stdout: string;
  stderr: string;
  /** Resolves once stdout has a line matching `pattern`. */
  waitFor(pattern: RegExp): Promise<void>;
  signal(name: NodeJS.Signals): void;
  exited: Promise<number | null>;
}

function startServerProcess(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', WARN_ON_SIGUSR2, SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'debug',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = {
    stdout: '',
    stderr: '',
    exited: new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))),
    signal: (name: NodeJS.Signals) => child.kill(name),
    waitFor: (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(run.stdout)) return;
          child.stdout.off('data', check);
          resolve();
        };
        child.stdout.on('data', check);
        void run.exited.then(() =>
          pattern.test(run.stdout)
            ? resolve()
            : reject(new Error(`exited without ${pattern}:\n${run.stdout}${run.stderr}`)),
        );
        check();
      }),
  };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (run.stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (run.stderr += chunk));
  return run;
}

/** Every line of `text` parsed; throws naming the first line that is not a JSON object. */
function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
      expect(parsed, line).toMatchObject({ time: expect.any(String), level: expect.any(String) });
      return parsed as Record<string, unknown>;
    });
}

describe('the server’s output', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'campaign-json-logs-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is JSON lines from start to shutdown, a Node warning included', async () => {
    const run = startServerProcess({ DATABASE_URL: `sqlite:${path.join(dir, 'ok.db')}` });
    await run.waitFor(/"port":\d+/);
    const port = /"port":(\d+)/.exec(run.stdout)![1];
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/api/nothing-here`)).status).toBe(404);
    run.signal('SIGUSR2');
    await run.waitFor(/a test warning/);
    run.signal('SIGTERM');
    expect(await run.exited).toBe(0);

    const lines = [...jsonLines(run.stdout), ...jsonLines(run.stderr)];
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining(['database migrated', 'request', 'node warning', 'shut down']),
    );
    expect(lines.find((line) => line.msg === 'node warning')).toMatchObject({
      level: 'warn',
      detail: 'a test warning',
    });
    expect(run.stderr).toBe('');
  });

  it('is one JSON line naming the setting when the settings are wrong', async () => {
    const run = startServerProcess({ PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    const lines = [...jsonLines(run.stdout), ...jsonLines(run.stderr)];
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: expect.stringMatching(/^Invalid configuration: PORT/),
      }),
    ]);
  });

  it('is JSON, the error inside the line, when the start fails on a taken port', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const run = startServerProcess({
        DATABASE_URL: `sqlite:${path.join(dir, 'taken.db')}`,
        PORT: String(port),
      });
      expect(await run.exited).toBe(1);
      const lines = [...jsonLines(run.stdout), ...jsonLines(run.stderr)];
      const failure = lines.find((line) => line.msg === 'could not start the server');
      expect(failure).toMatchObject({ level: 'error', err: { code: 'EADDRINUSE' } });
      expect(run.stderr).toBe('');
    } finally {
      taken.close();
    }
  });
});
