/**
 * GET /api/ready's checks beyond the database: the uploads folder must take a file (503 when
 * not), and a production instance without email says so in a warning while staying ready.
 */
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_NOT_CONFIGURED } from '../src/routes/ready';
import { TEST_SESSION_SECRET } from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

/** Whether a file can be written in `dir` (or `dir` created), by this process, right now. */
async function canWriteIn(dir: string): Promise<boolean> {
  try {
    await writeFile(path.join(dir, 'probe'), 'x');
    await rm(path.join(dir, 'probe'));
    return true;
  } catch {
    return false;
  }
}

/**
 * A folder this process cannot write in: read-only by its mode, or, for root (whom modes do not
 * stop), a path under a regular file, which no one can create.
 */
async function unwritableFolder(scratch: string): Promise<string> {
  if (process.getuid?.() !== 0) {
    const dir = path.join(scratch, 'read-only');
    await mkdir(dir);
    await chmod(dir, 0o555);
    return dir;
  }
  const file = path.join(scratch, 'a-file');
  await writeFile(file, 'not a folder');
  return path.join(file, 'uploads');
}

describe.each(TEST_DIALECTS)('GET /api/ready’s uploads and mail checks on %s', (dialect) => {
  let scratch: string;
  const apis: TestApi[] = [];
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'campaign-ready-'));
  });
  afterAll(async () => {
    for (const api of apis) {
      // The unwritable folder under a file cannot be removed either: everything else is closed.
      await api.close().catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOTDIR') throw error;
      });
    }
    await chmod(path.join(scratch, 'read-only'), 0o755).catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  });
  const start = async (env: Record<string, string>) => {
    const api = await startTestApi(dialect, env);
    apis.push(api);
    return api;
  };

  it('is 503 when no file can be written in the uploads folder', async () => {
    const dir = await unwritableFolder(scratch);
    expect(await canWriteIn(dir), `${dir} must really be unwritable`).toBe(false);
    const api = await start({ UPLOADS_DIR: dir });
    const response = await api.request('/api/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'The uploads folder is not writable' });
    // Alive all the same: only readiness says it cannot serve everything.
    expect((await api.request('/api/health')).status).toBe(200);
  });

  it('is 200 with a writable uploads folder, creating it if needed and leaving nothing behind', async () => {
    const dir = path.join(scratch, 'not-yet-created');
    const api = await start({ UPLOADS_DIR: dir });
    const response = await api.request('/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('warns, still ready, when a production instance has no SMTP_URL', async () => {
    const api = await start({ NODE_ENV: 'production', SESSION_SECRET: TEST_SESSION_SECRET });
    const response = await api.request('/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', warnings: [MAIL_NOT_CONFIGURED] });
  });

  it('gives no warning in production with SMTP_URL set, nor outside production without it', async () => {
    const configured = await start({
      NODE_ENV: 'production',
      SESSION_SECRET: TEST_SESSION_SECRET,
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect(await (await configured.request('/api/ready')).json()).toEqual({ status: 'ready' });
    const development = await start({ NODE_ENV: 'development' });
    expect(await (await development.request('/api/ready')).json()).toEqual({ status: 'ready' });
  });
});
