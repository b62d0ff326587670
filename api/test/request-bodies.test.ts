import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

const LIMIT = 64 * 1024;

/** A raw HTTP request, for bodies and headers fetch() would not send as given. */
function rawRequest(
  baseUrl: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: Buffer | string },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, { method: 'POST', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A pledge padded with an ignored field to exactly `size` bytes of JSON. */
function pledgeOfSize(size: number, email: string): string {
  const empty = JSON.stringify({ name: 'Padded', email, pad: '' });
  return JSON.stringify({ name: 'Padded', email, pad: 'x'.repeat(size - empty.length) });
}

describe.each(TEST_DIALECTS)('request bodies on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  const post = (path: string, body: RequestInit['body'], headers: Record<string, string> = {}) =>
    api.request(path, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
  const pledgeCount = async () => Number((await api.db('pledges').count({ n: '*' }))[0]?.n);

  describe('415 for anything but JSON', () => {
    it('refuses other content types with a JSON message', async () => {
      const pledge = JSON.stringify({ name: 'Ada', email: 'ada@example.org' });
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=latin1',
        'text/json',
      ]) {
        const response = await post('/api/pledges', pledge, { 'Content-Type': contentType });
        expect(response.status, contentType).toBe(415);
        expect(await response.json()).toEqual({ message: 'Content-Type must be application/json' });
      }
      expect(await pledgeCount()).toBe(0);
    });

    it('refuses a body without a content type', async () => {
      const response = await rawRequest(api.baseUrl, '/api/contact', { body: '{"name":"Ada"}' });
      expect(response.status).toBe(415);
    });

    it('refuses compressed bodies', async () => {
      const response = await post('/api/newsletter', '{"email":"a@b.co"}', {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
      });
      expect(response.status).toBe(415);
    });

    it('accepts JSON with a UTF-8 charset or a +json type', async () => {
      for (const [contentType, email] of [
        ['application/json; charset=UTF-8', 'charset@example.org'],
        ['application/merge-patch+json', 'plus-json@example.org'],
      ] as const) {
        const response = await post('/api/newsletter', JSON.stringify({ email }), {
          'Content-Type': contentType,
        });
        expect(response.status, contentType).toBe(201);
      }
    });
  });

  describe('413 past 64 KB', () => {
    it('accepts exactly 64 KB and refuses one byte more', async () => {
      const fits = pledgeOfSize(LIMIT, 'fits@example.org');
      expect(Buffer.byteLength(fits)).toBe(LIMIT);
      expect(
        (await post('/api/pledges', fits, { 'Content-Type': 'application/json' })).status,
      ).toBe(201);

      const tooBig = pledgeOfSize(LIMIT + 1, 'too-big@example.org');
      const response = await post('/api/pledges', tooBig, { 'Content-Type': 'application/json' });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'Request body must be at most 64 KB' });
      expect(
        await api.models.Pledge.query().findOne({ email: 'too-big@example.org' }),
      ).toBeUndefined();
    });

    it('refuses an oversized body sent in chunks without a length', async () => {
      const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 8) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const response = await post('/api/contact', stream, { 'Content-Type': 'application/json' });
      expect(response.status).toBe(413);
    });

    it('refuses a declared length over the limit before reading it', async () => {
      const response = await rawRequest(api.baseUrl, '/api/pledges', {
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024) },
      });
      expect(response.status).toBe(413);
    });

    it('keeps serving after refusing large bodies', async () => {
      const huge = 'x'.repeat(2 * 1024 * 1024);
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          post('/api/contact', huge, { 'Content-Type': 'application/json' }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(5).fill(413));
      expect((await api.request('/api/tips')).status).toBe(200);
    });
  });

  describe('400 for bodies that are not a JSON object', () => {
    it('reports malformed JSON', async () => {
      for (const body of ['{"name": "Ada",', "{'name': 'Ada'}", 'undefined', '{"a":1}{"b":2}']) {
        const response = await post('/api/pledges', body, { 'Content-Type': 'application/json' });
        expect(response.status, body).toBe(400);
        expect(await response.json()).toEqual({ message: 'Request body is not valid JSON' });
      }
    });

    it('reports bytes that are not UTF-8', async () => {
      const response = await post(
        '/api/pledges',
        Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        {
          'Content-Type': 'application/json',
        },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Request body must be UTF-8 encoded' });
    });

    it('asks for an object when given another JSON value or nothing', async () => {
      for (const body of [
        'null',
        '[]',
        '"Ada"',
        '42',
        'true',
        '[{"name":"Ada","email":"a@b.co"}]',
      ]) {
        const response = await post('/api/pledges', body, { 'Content-Type': 'application/json' });
        expect(response.status, body).toBe(400);
        expect(await response.json()).toEqual({ message: 'Request body must be a JSON object' });
      }
      const empty = await post('/api/newsletter', null, { 'Content-Type': 'application/json' });
      expect(empty.status).toBe(400);
    });
  });

  describe('hostile values', () => {
    const HOSTILE: unknown[] = [
      null,
      true,
      -0,
      1e308,
      {},
      [],
      { $gt: '' },
      '\u0000',
      'Ada\u0000Lovelace',
      "' OR '1'='1' --",
      "Robert'); DROP TABLE pledges;--",
      '<script>alert(1)</script>',
      '\ud800',
      '‮gnp.exe',
      'x'.repeat(20_000),
      JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
    ];

    it('never cause a 5xx on any public write', async () => {
      const valid = {
        name: 'Hostile Tester',
        email: 'hostile@example.org',
        message: 'A perfectly fine message.',
      };
      for (const path of ['/api/pledges', '/api/contact', '/api/newsletter']) {
        for (const field of ['name', 'email', 'message']) {
          for (const value of HOSTILE) {
            const response = await api.postJson(path, { ...valid, [field]: value });
            expect(
              response.status,
              `${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
            ).toBeLessThan(500);
            const body = (await response.json()) as Record<string, unknown>;
            // Words and issues only (a pledge's answer also carries the pledger's share code).
            const allowed = [
              'message',
              'issues',
              ...(path === '/api/pledges' ? ['shareCode'] : []),
            ];
            expect(Object.keys(body).filter((key) => !allowed.includes(key))).toEqual([]);
          }
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((await api.request('/api/stats')).status).toBe(200);
    });

    it('reject deeply nested JSON in a field without trouble', async () => {
      const depth = 20_000;
      const nested = `{"name":${'['.repeat(depth)}${']'.repeat(depth)},"email":"deep@example.org"}`;
      const response = await post('/api/pledges', nested, { 'Content-Type': 'application/json' });
      expect(response.status).toBe(400);
    });

    it('store injection-looking text as plain text', async () => {
      const name = "Robert'); DROP TABLE pledges;--";
      expect(
        (await api.postJson('/api/pledges', { name, email: 'bobby@example.org' })).status,
      ).toBe(201);
      expect((await api.models.Pledge.query().findOne({ email: 'bobby@example.org' }))?.name).toBe(
        name,
      );
    });
  });
});
