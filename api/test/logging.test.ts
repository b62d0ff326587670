import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { createLogger } from '../src/logger';
import { createUser, PASSWORD } from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { nodeListener } from '../src/http/node-listener';

interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** The API over an existing test database, with its log lines captured. */
describe('request logs', () => {
  let setup: TestApi;
  let server: http.Server;
  let base: string;
  let db: ReturnType<typeof createDatabase>;
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    setup = await startTestApi('sqlite');
    await createUser(setup, { email: 'staff.member@example.org' });
    const logger = createLogger('debug', {}, (line) => lines.push(line));
    db = createDatabase(setup.databaseUrl, { logger });
    const config = loadConfig({
      DATABASE_URL: setup.databaseUrl,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'debug',
    });
    server = http
      .createServer(nodeListener(createApp({ config, logger, db })))
      .listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await closeDatabase(db);
    await setup?.close();
  });

  it('are JSON lines with one request id per request, echoed to the client', async () => {
    const response = await fetch(`${base}/api/tips`);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = entries().find((entry) => entry.msg === 'request' && entry.requestId === id);
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/api/tips', status: 200 });
    expect(typeof line?.ms).toBe('number');
    expect(typeof line?.time).toBe('string');

    const proxied = await fetch(`${base}/api/tips`, { headers: { 'X-Request-Id': 'lb-1234' } });
    expect(proxied.headers.get('x-request-id')).toBe('lb-1234');
  });

  it('never hold passwords, session ids, cookies or whole email addresses', async () => {
    await fetch(`${base}/api/pledges`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada', email: 'pledger.person@example.org' }),
    });
    const form = (password: string) =>
      fetch(`${base}/api/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'staff.member@example.org', password }).toString(),
      });
    const wrong = await form('a-wrong-password-for-the-log-test');
    expect(wrong.status).toBe(401);
    const signedIn = await form(PASSWORD);
    expect(signedIn.status).toBe(303);
    const cookies = signedIn.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=')[1]!);
    expect(cookies.length).toBeGreaterThan(0);
    const me = await fetch(`${base}/api/auth/user`, {
      headers: {
        Cookie: signedIn.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      },
    });
    expect(me.status).toBe(200);

    const text = lines.join('\n');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('a-wrong-password-for-the-log-test');
    expect(text).not.toContain('pledger.person@example.org');
    expect(text).not.toContain('staff.member@example.org');
    for (const value of cookies) expect(text).not.toContain(value);
    for (const entry of entries()) expect(Object.keys(entry)).not.toContain('cookie');
  });
});
