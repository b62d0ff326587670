import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LOCALE,
  mergeAllPages,
  mergePageContent,
  pageDefaults,
  type AllPagesContent,
} from '@campaign/shared';
import * as addPageContentLocale from '../migrations/0029_add_page_content_locale';
import { signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { TEST_SESSION_SECRET } from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

/** Each new page with an edit in every kind of field: a text, a list and a hidden section. */
function editedImpact() {
  const page = structuredClone(pageDefaults.impact);
  page.hero.title = 'What we have done together';
  page.metrics.activeMembers = 'Volunteers';
  page.testimonials.items = [
    { id: 'ana', quote: 'I read every label now.', name: 'Ana Ruiz', location: 'Leeds' },
  ];
  page.hiddenSections = ['chart'];
  return page;
}

function editedPledge() {
  const page = structuredClone(pageDefaults.pledge);
  page.pledgeText.text = 'I will cook without added nitrates all month.';
  page.benefits = [{ icon: 'Leaf', title: 'Fresh food', text: 'More vegetables on the plate.' }];
  page.count.joinOthers = 'Join {count} neighbours';
  page.success.nextSocial = 'Follow our page for daily recipes.';
  page.hiddenSections = ['benefits'];
  return page;
}

function editedContact() {
  const page = structuredClone(pageDefaults.contact);
  page.formTitle = 'Write to the team';
  page.cards.officeLabel = 'Our address';
  page.hiddenSections = ['social', 'responseTime'];
  return page;
}

const EDITED = { impact: editedImpact, pledge: editedPledge, contact: editedContact } as const;
type NewPageKey = keyof typeof EDITED;
const NEW_PAGE_KEYS = Object.keys(EDITED) as NewPageKey[];

/**
 * The pages an organiser gained (impact, pledge, contact) go through the same routes as the
 * others: saved whole and checked with their schema, served merged to the console and as stored
 * to visitors, logged; and page content is stored per page and locale.
 */
describe.each(TEST_DIALECTS)('page content of the new pages on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  const as: ConsoleUsers['as'] = (...args) => users.as(...args);

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.db('activity_log').delete();
    await api.db('page_content').whereIn('page_key', NEW_PAGE_KEYS).delete();
  });

  const save = (key: string, body: unknown) =>
    as('editor', `/api/admin/content/pages/${key}`, { method: 'PUT', json: body });
  const consolePages = async () => {
    const response = await as('editor', '/api/admin/content/pages');
    expect(response.status).toBe(200);
    return (await response.json()) as AllPagesContent;
  };
  const publicPage = async (key: string) => {
    const response = await api.request(`/api/content/${key}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const rows = () => api.db('page_content').select('*').orderBy('id');

  it('answers the new pages’ defaults on a fresh site', async () => {
    const pages = await consolePages();
    expect(Object.keys(pages).sort()).toEqual([
      'about',
      'contact',
      'homepage',
      'impact',
      'pledge',
      'privacy',
      'terms',
      'values',
    ]);
    expect(pages).toEqual(mergeAllPages(null));
    for (const key of NEW_PAGE_KEYS) {
      expect(pages[key]).toEqual(pageDefaults[key]);
      expect(await publicPage(key)).toEqual({});
    }
  });

  it.each(NEW_PAGE_KEYS)(
    'stores %s whole, in the default locale, and serves it merged and as stored',
    async (key) => {
      const page = EDITED[key]();
      const response = await save(key, page);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(page);
      expect((await consolePages())[key]).toEqual(page);
      expect(await publicPage(key)).toEqual(page);
      const stored = await api.models.PageContent.query().where({ pageKey: key });
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        locale: DEFAULT_LOCALE,
        updatedBy: users.editor.id,
        content: page,
      });
      // A second save updates the same row.
      page.hiddenSections = [];
      expect((await save(key, page)).status).toBe(200);
      expect(await api.models.PageContent.query().where({ pageKey: key })).toHaveLength(1);
      expect(await publicPage(key)).toEqual(page);
    },
  );

  it('keeps an emptied list empty instead of bringing the defaults back', async () => {
    const impact = structuredClone(pageDefaults.impact);
    impact.testimonials.items = [];
    expect((await save('impact', impact)).status).toBe(200);
    const pledge = structuredClone(pageDefaults.pledge);
    pledge.benefits = [];
    expect((await save('pledge', pledge)).status).toBe(200);

    const pages = await consolePages();
    expect(pages.impact.testimonials.items).toEqual([]);
    expect(pages.impact.testimonials.title).toBe(pageDefaults.impact.testimonials.title);
    expect(pages.pledge.benefits).toEqual([]);
    expect((await publicPage('impact')).testimonials).toMatchObject({ items: [] });
    expect((await publicPage('pledge')).benefits).toEqual([]);
    expect(mergePageContent('pledge', await publicPage('pledge')).benefits).toEqual([]);
  });

  it('refuses an unknown section to hide with a 400 naming the field, storing nothing', async () => {
    const cases: [NewPageKey, unknown[], string][] = [
      ['impact', ['chart', 'sidebar'], 'hiddenSections.1'],
      ['pledge', ['hero'], 'hiddenSections.0'], // the hero always shows
      ['contact', ['form'], 'hiddenSections.0'], // so does the form
    ];
    for (const [key, hiddenSections, path] of cases) {
      const response = await save(key, { ...EDITED[key](), hiddenSections });
      expect(response.status, key).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.message, key).toBe('Invalid input');
      expect(body.issues, key).toEqual([{ path, message: 'Unknown section' }]);
    }
    expect(await rows()).toEqual([expect.objectContaining({ pageKey: 'stats' })]);
    expect(await api.db('activity_log').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('refuses bad bodies with each field’s message and keeps what was stored', async () => {
    for (const key of NEW_PAGE_KEYS) expect((await save(key, EDITED[key]())).status).toBe(200);
    const before = await rows();
    await api.db('activity_log').delete();

    const impact = editedImpact();
    const tooMany = Array.from({ length: 21 }, (_, i) => ({
      id: `t${i}`,
      quote: 'A quote.',
      name: 'Someone',
      location: 'Somewhere',
    }));
    const cases: [NewPageKey, unknown, { path: string; message: string }[] | null][] = [
      [
        'impact',
        { ...impact, testimonials: { ...impact.testimonials, items: tooMany } },
        [{ path: 'testimonials.items', message: 'At most 20 items' }],
      ],
      [
        'impact',
        { ...impact, metrics: { ...impact.metrics, growthRate: 42 } },
        [{ path: 'metrics.growthRate', message: 'Must be text' }],
      ],
      ['pledge', { ...editedPledge(), count: undefined }, null],
      [
        'pledge',
        { ...editedPledge(), benefits: [{ icon: '', title: 'x', text: 'y' }] },
        [{ path: 'benefits.0.icon', message: 'Icon name is required' }],
      ],
      [
        'contact',
        { ...editedContact(), formTitle: 'x'.repeat(201) },
        [{ path: 'formTitle', message: 'Must be at most 200 characters' }],
      ],
      ['contact', { hero: { title: 'Only this' } }, null],
      ['contact', [editedContact()], null],
    ];
    for (const [key, body, issues] of cases) {
      const response = await save(key, body);
      expect(response.status, key).toBe(400);
      if (issues) expect(((await response.json()) as ErrorBody).issues, key).toEqual(issues);
    }
    expect(await rows()).toEqual(before);
    expect(await api.db('activity_log').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  });

  it('records each save in the activity log with the sections it changed', async () => {
    for (const key of NEW_PAGE_KEYS) expect((await save(key, EDITED[key]())).status).toBe(200);
    expect((await save('contact', editedContact())).status).toBe(200);
    const entries = await api.models.ActivityEntry.query()
      .where('entity', 'page-content')
      .orderBy('id');
    expect(entries).toMatchObject([
      {
        action: 'update',
        entityId: 'impact',
        userEmail: users.editor.email,
        summary: 'Changed hero, metrics, testimonials, hiddenSections',
      },
      {
        entityId: 'pledge',
        summary: 'Changed pledgeText, benefits, count, success, hiddenSections',
      },
      { entityId: 'contact', summary: 'Changed formTitle, cards, hiddenSections' },
      { entityId: 'contact', summary: 'Saved without changes' },
    ]);
  });

  it('keeps another locale’s row apart from what visitors read and what a save changes', async () => {
    const french = { formTitle: 'Écrivez-nous' };
    await api.models.PageContent.query().insert({
      pageKey: 'contact',
      locale: 'fr',
      content: french,
    });
    expect(await publicPage('contact')).toEqual({});
    expect((await consolePages()).contact).toEqual(pageDefaults.contact);
    expect((await save('contact', editedContact())).status).toBe(200);
    expect(await publicPage('contact')).toEqual(editedContact());
    const stored = await api.models.PageContent.query()
      .where({ pageKey: 'contact' })
      .orderBy('locale');
    expect(stored.map((row) => [row.locale, row.content])).toEqual([
      [DEFAULT_LOCALE, editedContact()],
      ['fr', french],
    ]);
  });
});

describe.each(TEST_DIALECTS)('page content stored before locales on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;
  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());

  it('is the default locale’s after the upgrade, served and saved as before', async () => {
    await addPageContentLocale.down(api.db);
    const override = { hero: { headline: 'Saved before locales' } };
    await api.db('page_content').insert({ pageKey: 'homepage', content: JSON.stringify(override) });
    await addPageContentLocale.up(api.db);

    expect(await api.db('page_content').where({ pageKey: 'homepage' })).toMatchObject([
      { locale: DEFAULT_LOCALE },
    ]);
    expect(await api.db('page_content').where({ pageKey: 'stats' })).toMatchObject([
      { locale: DEFAULT_LOCALE },
    ]);
    expect(await (await api.request('/api/content/homepage')).json()).toEqual(override);

    const homepage = structuredClone(pageDefaults.homepage);
    homepage.hero.headline = 'Saved after locales';
    const response = await users.as('admin', '/api/admin/content/pages/homepage', {
      method: 'PUT',
      json: homepage,
    });
    expect(response.status).toBe(200);
    expect(await api.db('page_content').where({ pageKey: 'homepage' })).toHaveLength(1);
    expect(await (await api.request('/api/content/homepage')).json()).toEqual(homepage);

    // The page and locale together are unique: a second default-locale row is refused.
    await expect(
      api.db('page_content').insert({ pageKey: 'homepage', locale: DEFAULT_LOCALE, content: '{}' }),
    ).rejects.toThrow();
  });
});
