import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

const issuesOf = async (response: Response) =>
  Object.fromEntries(
    ((await response.json()) as { issues: { path: string; message: string }[] }).issues.map(
      (issue) => [issue.path, issue.message],
    ),
  );

describe.each(TEST_DIALECTS)('contact and newsletter on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect);
  });
  afterAll(() => api?.close());

  describe('POST /api/contact', () => {
    it('stores the message, trimmed, with the email lower-cased', async () => {
      const response = await api.postJson('/api/contact', {
        name: ' Ada ',
        email: 'Ada@Example.org',
        message: '  Where can I find the pledge badge?  ',
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ message: 'Thank you for your message!' });
      const row = await api.models.Contact.query().findOne({ email: 'ada@example.org' });
      expect(row).toMatchObject({ name: 'Ada', message: 'Where can I find the pledge badge?' });
      expect(row?.createdAt).toBeInstanceOf(Date);
    });

    it('keeps every message, even several from one person', async () => {
      const body = {
        name: 'Repeat Sender',
        email: 'repeat@example.org',
        message: 'Same message twice.',
      };
      expect((await api.postJson('/api/contact', body)).status).toBe(201);
      expect((await api.postJson('/api/contact', body)).status).toBe(201);
      expect(
        await api.models.Contact.query().where({ email: 'repeat@example.org' }).resultSize(),
      ).toBe(2);
    });

    it('accepts a message of exactly 10 and of exactly 5000 characters, with unicode', async () => {
      for (const message of ['0123456789', 'é'.repeat(4990) + '🙂🙂🙂🙂🙂']) {
        const response = await api.postJson('/api/contact', {
          name: 'Zoë 🙂',
          email: 'z@example.org',
          message,
        });
        expect(response.status, `${message.length} characters`).toBe(201);
      }
      const stored = await api.models.Contact.query()
        .where({ email: 'z@example.org' })
        .orderBy('id');
      expect(stored.map((row) => row.message.length)).toEqual([10, 5000]);
      expect(stored[1]?.message.endsWith('🙂🙂')).toBe(true);
    });

    it('rejects short, long and missing fields with user-facing messages', async () => {
      const short = await api.postJson('/api/contact', {
        name: 'A',
        email: 'nope',
        message: 'too short',
      });
      expect(short.status).toBe(400);
      expect(await issuesOf(short)).toEqual({
        name: 'Name must be at least 2 characters',
        email: 'Invalid email address',
        message: 'Message must be at least 10 characters',
      });
      const long = await api.postJson('/api/contact', {
        name: 'Ada',
        email: 'a@b.co',
        message: 'x'.repeat(5001),
      });
      expect(long.status).toBe(400);
      expect(await issuesOf(long)).toEqual({ message: 'Message must be at most 5000 characters' });
      const missing = await api.postJson('/api/contact', { name: 'Ada', email: 'a@b.co' });
      expect(await issuesOf(missing)).toEqual({ message: 'Message is required' });
    });
  });

  describe('POST /api/newsletter', () => {
    it('subscribes once and answers a repeat exactly the same', async () => {
      const first = await api.postJson('/api/newsletter', { email: 'reader@example.org' });
      const again = await api.postJson('/api/newsletter', { email: '  READER@example.org ' });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      const body = await first.text();
      expect(await again.text()).toBe(body);
      expect(JSON.parse(body)).toEqual({ message: "You've been subscribed to our newsletter." });
      expect(
        await api.models.NewsletterSubscription.query()
          .where({ email: 'reader@example.org' })
          .resultSize(),
      ).toBe(1);
    });

    it('handles simultaneous subscriptions of one email', async () => {
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          api.postJson('/api/newsletter', { email: 'race@example.org' }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
      expect(
        await api.models.NewsletterSubscription.query()
          .where({ email: 'race@example.org' })
          .resultSize(),
      ).toBe(1);
    });

    it('rejects an invalid or missing email', async () => {
      for (const body of [{ email: 'not an email' }, { email: '' }, { email: 7 }, {}]) {
        const response = await api.postJson('/api/newsletter', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(await issuesOf(response))).toEqual(['email']);
      }
    });
  });
});
