import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tipSchema, type TipCategory, type TipCreateInput } from '@campaign/shared';
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

const TIPS = '/api/admin/tips';
const NEW_TIP: TipCreateInput = {
  category: 'Cooking',
  title: 'Roast a tray of beans',
  description: 'Chickpeas roasted with smoked paprika stand in for bacon bits.',
  icon: 'Flame',
};

interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

/**
 * The console's tips beyond editing text: create, delete, a new category or icon, and the order
 * within a category. Content is the editors' job, so editors may; nobody else may, from no other
 * site and by no other spelling of the path, and a refused write stores nothing.
 */
describe.each(TEST_DIALECTS)('the console’s tips on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  const as: ConsoleUsers['as'] = (...args) => users.as(...args);

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());
  beforeEach(() => api.db('activity_log').delete());

  /** The public page's order of one category: what a visitor sees. */
  const publicOrder = async (category: TipCategory) => {
    const tips = tipSchema.array().parse(await (await api.request('/api/tips')).json());
    return tips.filter((tip) => tip.category === category).map((tip) => tip.id);
  };
  const stored = () => api.db('tips').select('*').orderBy('id');
  const entries = () => api.models.ActivityEntry.query().where('entity', 'tip').orderBy('id');
  const create = async (fields: Partial<TipCreateInput> = {}) => {
    const response = await as('editor', TIPS, { method: 'POST', json: { ...NEW_TIP, ...fields } });
    expect(response.status).toBe(201);
    return tipSchema.parse(await response.json());
  };
  const reorder = (category: string, ids: number[]) =>
    as('editor', `${TIPS}/reorder`, { method: 'POST', json: { category, ids } });

  describe('create', () => {
    it('adds the tip at the end of its category, on the public page too, and logs it', async () => {
      const before = await publicOrder('Cooking');
      const tip = await create();
      expect(tip).toMatchObject({ ...NEW_TIP, id: expect.any(Number) });
      expect(await publicOrder('Cooking')).toEqual([...before, tip.id]);
      expect(await entries()).toMatchObject([
        {
          action: 'create',
          entityId: String(tip.id),
          summary: 'Created "Roast a tray of beans" in Cooking',
          userEmail: users.editor.email,
        },
      ]);
    });

    it('refuses a bad tip with each field’s message, storing nothing', async () => {
      const before = await stored();
      const response = await as('editor', TIPS, {
        method: 'POST',
        json: { category: 'Gardening', title: 'Hey', description: 'short', icon: 'Rocket' },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.issues?.map((issue) => issue.path).sort()).toEqual([
        'category',
        'description',
        'icon',
        'title',
      ]);
      expect(body.issues).toContainEqual({
        path: 'description',
        message: 'Description must be at least 10 characters',
      });
      for (const json of [[], null, 'a tip', { ...NEW_TIP, title: 42 }]) {
        const broken = await as('editor', TIPS, { method: 'POST', json });
        expect(broken.status, JSON.stringify(json)).toBe(400);
      }
      expect(await stored()).toEqual(before);
      expect(await entries()).toEqual([]);
    });

    it('stores neither the tip nor its log entry when the entry cannot be written', async () => {
      const before = await stored();
      const undo = await failActivityEntries(api.db, 'create');
      try {
        const response = await as('editor', TIPS, { method: 'POST', json: NEW_TIP });
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ message: 'Internal server error' });
      } finally {
        await undo();
      }
      expect(await stored()).toEqual(before);
    });
  });

  describe('edit', () => {
    it('moves a tip to the end of another category and changes its icon', async () => {
      const tip = await create({ category: 'Shopping', icon: 'Leaf' });
      const diningOut = await publicOrder('Dining Out');
      const response = await as('editor', `${TIPS}/${tip.id}`, {
        method: 'PUT',
        json: {
          title: tip.title,
          description: tip.description,
          category: 'Dining Out',
          icon: 'Eye',
        },
      });
      expect(response.status).toBe(200);
      expect(tipSchema.parse(await response.json())).toMatchObject({
        category: 'Dining Out',
        icon: 'Eye',
      });
      expect(await publicOrder('Dining Out')).toEqual([...diningOut, tip.id]);
      expect(await publicOrder('Shopping')).not.toContain(tip.id);
      expect((await entries()).at(-1)).toMatchObject({ summary: 'Changed category, icon' });
    });

    it('refuses an icon the tips page does not draw', async () => {
      const tip = await create();
      const response = await as('editor', `${TIPS}/${tip.id}`, {
        method: 'PUT',
        json: { title: tip.title, description: tip.description, icon: '<svg onload=x>' },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).issues?.[0]?.path).toBe('icon');
      expect((await api.models.Tip.query().findById(tip.id))?.icon).toBe('Flame');
    });
  });

  describe('delete', () => {
    it('removes the tip from the site and logs it; a second delete is 404', async () => {
      const tip = await create();
      expect((await as('editor', `${TIPS}/${tip.id}`, { method: 'DELETE' })).status).toBe(204);
      expect(await publicOrder('Cooking')).not.toContain(tip.id);
      expect((await entries()).at(-1)).toMatchObject({
        action: 'delete',
        entityId: String(tip.id),
        summary: 'Deleted "Roast a tray of beans" from Cooking',
      });
      const again = await as('editor', `${TIPS}/${tip.id}`, { method: 'DELETE' });
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({ message: 'Tip not found' });
      for (const id of ['abc', '0', '-1', '1e3']) {
        expect((await as('editor', `${TIPS}/${id}`, { method: 'DELETE' })).status, id).toBe(404);
      }
    });
  });

  describe('reorder', () => {
    it('stores the order the console sends, which the public page then shows', async () => {
      const ids = await publicOrder('Labels');
      expect(ids.length).toBeGreaterThan(1);
      const reversed = [...ids].reverse();
      expect((await reorder('Labels', reversed)).status).toBe(204);
      expect(await publicOrder('Labels')).toEqual(reversed);
      expect(await entries()).toMatchObject([{ action: 'update', summary: 'Reordered Labels' }]);
      // Tips added later still go to the end.
      const tip = await create({ category: 'Labels' });
      expect(await publicOrder('Labels')).toEqual([...reversed, tip.id]);
    });

    it('refuses a list that is not exactly the category’s tips (409), changing nothing', async () => {
      const ids = await publicOrder('Labels');
      const other = (await publicOrder('Shopping'))[0]!;
      const before = await stored();
      for (const list of [ids.slice(1), [...ids, other], [...ids.slice(1), other]]) {
        const response = await reorder('Labels', list);
        expect(response.status, JSON.stringify(list)).toBe(409);
        expect(((await response.json()) as ErrorBody).message).toMatch(/reload and try again/);
      }
      const duplicated = await reorder('Labels', [ids[0]!, ...ids]);
      expect(duplicated.status).toBe(400);
      expect(((await duplicated.json()) as ErrorBody).issues?.[0]).toEqual({
        path: 'ids',
        message: 'Each tip may be named only once',
      });
      expect((await reorder('Gardening', ids)).status).toBe(400);
      expect((await reorder('Labels', [])).status).toBe(400);
      expect(await stored()).toEqual(before);
      expect(await entries()).toEqual([]);
    });
  });

  describe('who may call it', () => {
    const writes = async (): Promise<[string, string, unknown][]> => {
      const tip = await create();
      await api.db('activity_log').delete();
      return [
        ['POST', TIPS, NEW_TIP],
        ['PUT', `${TIPS}/${tip.id}`, { ...NEW_TIP, title: 'Taken over by someone' }],
        ['DELETE', `${TIPS}/${tip.id}`, undefined],
        ['POST', `${TIPS}/reorder`, { category: 'Cooking', ids: await publicOrder('Cooking') }],
      ];
    };

    it('answers 401 signed out and 403 without a staff role, storing nothing', async () => {
      const calls = await writes();
      const before = await stored();
      for (const [method, path, json] of calls) {
        for (const [who, status] of [
          ['anonymous', 401],
          ['member', 403],
        ] as const) {
          const response = await as(who, path, { method, json });
          expect(response.status, `${who} ${method} ${path}`).toBe(status);
        }
      }
      expect(await stored()).toEqual(before);
      expect(await entries()).toEqual([]);
    });

    it('refuses writes sent from another site', async () => {
      const calls = await writes();
      const before = await stored();
      for (const [method, path, json] of calls) {
        for (const headers of CROSS_SITE) {
          const response = await as('editor', path, { method, json, headers });
          expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
      expect(await stored()).toEqual(before);
      expect(await entries()).toEqual([]);
    });

    it('reaches no handler by another spelling of the path', async () => {
      const calls = await writes();
      const before = await stored();
      for (const [method, path, json] of calls) {
        for (const spelling of otherSpellings(path)) {
          const response = await as('editor', spelling, { method, json });
          expect(response.status, `${method} ${spelling}`).toBeGreaterThanOrEqual(404);
          expect(response.status, `${method} ${spelling}`).toBeLessThan(500);
        }
      }
      expect(await stored()).toEqual(before);
      expect(await entries()).toEqual([]);
    });
  });
});
