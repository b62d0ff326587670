import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxMessagePageSchema, inboxMessageSchema, type InboxMessage } from '@campaign/shared';
import type { Contact } from '../src/models';
import {
  CROSS_SITE,
  failActivityEntries,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { TEST_SESSION_SECRET } from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const MESSAGES = '/api/admin/messages';
const TEXT = 'Please call me back about the school lunches.';

describe.each(TEST_DIALECTS)('console messages on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  const as: ConsoleUsers['as'] = (...args) => users.as(...args);

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.db('contacts').delete();
    await api.db('activity_log').delete();
  });

  const add = (fields: Partial<Contact> & { createdAt: Date }) =>
    api.models.Contact.query().insert({
      name: 'Rosa Visser',
      email: 'rosa.visser@example.org',
      message: TEXT,
      ...fields,
    });
  const stored = (id: number) => api.models.Contact.query().findById(id);
  const page = async (query = '') => {
    const response = await as('admin', `${MESSAGES}${query}`);
    expect(response.status).toBe(200);
    return inboxMessagePageSchema.parse(await response.json());
  };
  const patch = (id: number | string, json: unknown, who: 'admin' = 'admin') =>
    as(who, `${MESSAGES}/${id}`, { method: 'PATCH', json });
  const entries = () =>
    api.models.ActivityEntry.query().where('entity', 'message').orderBy('id', 'desc');

  describe('who may call it', () => {
    it('answers 401 signed out, 403 to editors and members, on every route', async () => {
      const { id } = await add({ createdAt: new Date() });
      const calls = [
        ['GET', MESSAGES, undefined],
        ['PATCH', `${MESSAGES}/${id}`, { read: true }],
        ['DELETE', `${MESSAGES}/${id}`, undefined],
      ] as const;
      for (const [method, path, json] of calls) {
        for (const [who, status] of [
          ['anonymous', 401],
          ['member', 403],
          ['editor', 403],
        ] as const) {
          const response = await as(who, path, { method, json });
          expect(response.status, `${who} ${method}`).toBe(status);
          expect(await response.json()).toEqual({ message: expect.any(String) });
        }
      }
      expect(await stored(id)).toMatchObject({ readAt: null });
      expect(await entries()).toEqual([]);
    });

    it('reaches no handler by another spelling of the path', async () => {
      const { id } = await add({ createdAt: new Date() });
      for (const spelling of otherSpellings(MESSAGES)) {
        expect((await as('admin', spelling)).status, spelling).toBe(404);
      }
      for (const spelling of otherSpellings(`${MESSAGES}/${id}`)) {
        for (const method of ['PATCH', 'DELETE']) {
          const response = await as('admin', spelling, { method, json: { handled: true } });
          expect(response.status, `${method} ${spelling}`).toBeGreaterThanOrEqual(404);
          expect(response.status, `${method} ${spelling}`).toBeLessThan(500);
        }
      }
      expect(await stored(id)).toMatchObject({ readAt: null, handledAt: null });
      expect(await entries()).toEqual([]);
    });

    it('refuses writes sent from another site, changing nothing', async () => {
      const { id } = await add({ createdAt: new Date() });
      for (const headers of CROSS_SITE) {
        const patched = await as('admin', `${MESSAGES}/${id}`, {
          method: 'PATCH',
          json: { handled: true },
          headers,
        });
        expect(patched.status).toBe(403);
        const deleted = await as('admin', `${MESSAGES}/${id}`, { method: 'DELETE', headers });
        expect(deleted.status).toBe(403);
      }
      expect(await stored(id)).toMatchObject({ handledAt: null });
      expect(await entries()).toEqual([]);
    });
  });

  describe('the list', () => {
    it('lists newest first, the later id first on the same time, with the total', async () => {
      const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
      const a = await add({ createdAt: at(1), name: 'Oldest' });
      const b = await add({ createdAt: at(5), name: 'Same time, first' });
      const c = await add({ createdAt: at(5), name: 'Same time, second' });
      const d = await add({ createdAt: at(9), name: 'Newest' });
      const first = await page('?pageSize=3');
      expect(first.items.map((m) => m.id)).toEqual([d.id, c.id, b.id]);
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      const second = await page('?pageSize=3&page=2');
      expect(second.items.map((m) => m.id)).toEqual([a.id]);
      expect(await page('?pageSize=3&page=3')).toMatchObject({ items: [], total: 4 });
      expect(first.items[0]).toEqual({
        id: d.id,
        name: 'Newest',
        email: 'rosa.visser@example.org',
        message: TEXT,
        createdAt: at(9).toISOString(),
        readAt: null,
        handledAt: null,
      });
    });

    it('filters by status', async () => {
      const now = Date.now();
      const open = await add({ createdAt: new Date(now - 3000) });
      const done = await add({ createdAt: new Date(now - 2000), handledAt: new Date(now - 1000) });
      const read = await add({ createdAt: new Date(now - 1000), readAt: new Date(now) });
      const ids = async (query: string) => (await page(query)).items.map((m) => m.id);
      expect(await ids('')).toEqual([read.id, done.id, open.id]);
      expect(await ids('?status=unhandled')).toEqual([read.id, open.id]);
      expect(await ids('?status=handled')).toEqual([done.id]);
      expect((await page('?status=unhandled')).total).toBe(2);
    });

    it('refuses a bad query with one issue per parameter', async () => {
      const response = await as('admin', `${MESSAGES}?status=spam&page=0&pageSize=101`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; issues: { path: string }[] };
      expect(body.message).toBe('Invalid query');
      expect(body.issues.map((issue) => issue.path).sort()).toEqual(['page', 'pageSize', 'status']);
      for (const query of ['page=abc', 'page=1.5', 'pageSize=0', 'page=1&page=2', 'status=']) {
        expect((await as('admin', `${MESSAGES}?${query}`)).status, query).toBe(400);
      }
    });
  });

  describe('marking read and handled', () => {
    it('sets and clears the times; handled implies read; a set time is kept', async () => {
      const { id } = await add({ createdAt: new Date() });
      const before = Date.now();
      let response = await patch(id, { read: true });
      expect(response.status).toBe(200);
      const read = inboxMessageSchema.parse(await response.json());
      expect(Date.parse(read.readAt!)).toBeGreaterThanOrEqual(before - 5);
      expect(read).toMatchObject({ id, handledAt: null, message: TEXT });

      response = await patch(id, { handled: true });
      const handled = inboxMessageSchema.parse(await response.json());
      expect(handled.readAt).toBe(read.readAt);
      expect(handled.handledAt).not.toBeNull();

      const again = inboxMessageSchema.parse(await (await patch(id, { handled: true })).json());
      expect(again.handledAt).toBe(handled.handledAt);

      const reopened = inboxMessageSchema.parse(await (await patch(id, { handled: false })).json());
      expect(reopened).toMatchObject({ readAt: read.readAt, handledAt: null });

      await patch(id, { handled: true });
      const unread = inboxMessageSchema.parse(await (await patch(id, { read: false })).json());
      expect(unread).toMatchObject({ readAt: null, handledAt: null });

      const both = inboxMessageSchema.parse(
        await (await patch(id, { read: true, handled: true })).json(),
      );
      expect(both.readAt).not.toBeNull();
      expect(both.handledAt).not.toBeNull();
      const row = (await stored(id))!;
      expect(row.handledAt?.toISOString()).toBe(both.handledAt);
    });

    it('marks an unread message handled and read at once', async () => {
      const { id } = await add({ createdAt: new Date() });
      const message: InboxMessage = inboxMessageSchema.parse(
        await (await patch(id, { handled: true })).json(),
      );
      expect(message.readAt).not.toBeNull();
      expect(message.readAt).toBe(message.handledAt);
    });

    it('logs each change with the states only, never the message or the email', async () => {
      const { id } = await add({ createdAt: new Date() });
      await patch(id, { handled: true });
      await patch(id, { handled: false });
      await patch(id, { read: false });
      await patch(id, { read: false });
      const log = await entries();
      expect(log.map((entry) => entry.summary)).toEqual([
        'No change',
        'Marked unread',
        'Marked unhandled',
        'Marked read, handled',
      ]);
      for (const entry of log) {
        expect(entry).toMatchObject({
          action: 'update',
          entity: 'message',
          entityId: String(id),
          userId: users.admin.id,
          userEmail: users.admin.email,
        });
        expect(entry.summary).not.toContain('rosa');
        expect(entry.summary).not.toContain('lunches');
      }
    });

    it('refuses bad bodies with a 400 and its issues, changing nothing', async () => {
      const { id } = await add({ createdAt: new Date() });
      const contradiction = await patch(id, { read: false, handled: true });
      expect(contradiction.status).toBe(400);
      expect(await contradiction.json()).toEqual({
        message: 'Invalid input',
        issues: [{ path: 'read', message: expect.stringMatching(/handled message is read/) }],
      });
      const empty = await patch(id, {});
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as { issues: { message: string }[] }).issues[0]?.message).toBe(
        'Nothing to change: send read or handled',
      );
      const wrongType = await patch(id, { handled: 'yes' });
      expect(wrongType.status).toBe(400);
      expect(((await wrongType.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe(
        'handled',
      );
      for (const json of [[], 'read', null, 42]) {
        expect((await patch(id, json)).status, JSON.stringify(json)).toBe(400);
      }
      expect(await stored(id)).toMatchObject({ readAt: null, handledAt: null });
      expect(await entries()).toEqual([]);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const { id } = await add({ createdAt: new Date() });
      for (const bad of [String(id + 1000), 'abc', '0', '-1', '1e3', '01', '0x1', `${id}.0`]) {
        const response = await patch(bad, { read: true });
        expect(response.status, bad).toBe(404);
        expect(await response.json()).toEqual({ message: 'Message not found' });
      }
    });

    it('changes nothing when its activity entry cannot be stored', async () => {
      const { id } = await add({ createdAt: new Date() });
      const restore = await failActivityEntries(api.db, 'update');
      try {
        const response = await patch(id, { handled: true });
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ message: 'Internal server error' });
      } finally {
        await restore();
      }
      expect(await stored(id)).toMatchObject({ readAt: null, handledAt: null });
    });
  });

  describe('deleting', () => {
    it('deletes the message, answers 204 and logs it without its content', async () => {
      const { id } = await add({ createdAt: new Date() });
      const other = await add({ createdAt: new Date() });
      const response = await as('admin', `${MESSAGES}/${id}`, { method: 'DELETE' });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(await stored(id)).toBeUndefined();
      expect(await stored(other.id)).toBeDefined();
      const [entry] = await entries();
      expect(entry).toMatchObject({
        action: 'delete',
        entity: 'message',
        entityId: String(id),
        summary: 'Deleted a message',
      });
      const again = await as('admin', `${MESSAGES}/${id}`, { method: 'DELETE' });
      expect(again.status).toBe(404);
      expect(await entries()).toHaveLength(1);
      for (const bad of ['abc', '0', '-1', '1e3']) {
        expect((await as('admin', `${MESSAGES}/${bad}`, { method: 'DELETE' })).status).toBe(404);
      }
    });

    it('keeps the message when its activity entry cannot be stored', async () => {
      const { id } = await add({ createdAt: new Date() });
      const restore = await failActivityEntries(api.db, 'delete');
      try {
        expect((await as('admin', `${MESSAGES}/${id}`, { method: 'DELETE' })).status).toBe(500);
      } finally {
        await restore();
      }
      expect(await stored(id)).toBeDefined();
    });
  });
});
