import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LEGAL_PAGE_KEYS,
  PRIVACY_DEFAULTS,
  TERMS_DEFAULTS,
  type AllPagesContent,
  type LegalPageContent,
} from '@campaign/shared';
import {
  CROSS_SITE,
  otherSpellings,
  signInConsoleUsers,
  type ConsoleUsers,
} from './support/console-access';
import { TEST_SESSION_SECRET } from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

const PAGES = '/api/admin/content/pages';
const PRIVACY = `${PAGES}/privacy`;

interface ErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

const EDITED: LegalPageContent = {
  title: 'Our Privacy Promise',
  lastUpdated: '2027-01-15',
  body: '<h2>In short</h2><p>We keep your name and email until you ask us to erase them.</p>',
};

/**
 * The privacy policy and terms: built-in texts every visitor reads, which staff replace with
 * their own HTML in the console. The HTML is cleaned when saved, as articles' is.
 */
describe.each(TEST_DIALECTS)('the legal pages on %s', (dialect) => {
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
    await api
      .db('page_content')
      .whereIn('page_key', [...LEGAL_PAGE_KEYS])
      .delete();
  });

  const publicPage = async (key: string) => {
    const response = await api.request(`/api/content/${key}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Partial<LegalPageContent>;
  };
  const adminPages = async () => (await (await as('editor', PAGES)).json()) as AllPagesContent;
  const stored = () =>
    api
      .db('page_content')
      .whereIn('page_key', [...LEGAL_PAGE_KEYS])
      .orderBy('page_key');
  const entries = () => api.db('activity_log').select('action', 'entity', 'entityId', 'summary');
  const save = (body: unknown, who: Parameters<ConsoleUsers['as']>[0] = 'editor', path = PRIVACY) =>
    as(who, path, { method: 'PUT', json: body });

  it('answers the built-in pages on a fresh site: nothing stored, the defaults to staff', async () => {
    for (const key of LEGAL_PAGE_KEYS) expect(await publicPage(key)).toEqual({});
    const pages = await adminPages();
    expect(pages.privacy).toEqual(PRIVACY_DEFAULTS);
    expect(pages.terms).toEqual(TERMS_DEFAULTS);
  });

  it('stores an editor’s save, which visitors read at once, and logs it', async () => {
    const response = await save(EDITED);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(EDITED);
    expect(await publicPage('privacy')).toEqual(EDITED);
    expect(await publicPage('terms')).toEqual({});
    expect((await adminPages()).privacy).toEqual(EDITED);
    const [row] = await stored();
    expect(row).toMatchObject({ pageKey: 'privacy', updatedBy: users.editor.id });
    expect(await entries()).toEqual([
      {
        action: 'update',
        entity: 'page-content',
        entityId: 'privacy',
        summary: 'Changed title, lastUpdated, body',
      },
    ]);
  });

  it('cleans the HTML when saving: no script, no event handler, no javascript: link', async () => {
    const response = await save(
      {
        ...EDITED,
        body:
          '<h2 onclick="steal()">Your data</h2><script>alert(document.cookie)</script>' +
          '<p style="color:red" class="x">Ask us <a href="javascript:alert(1)">here</a>, ' +
          '<a href="/contact" onmouseover="x()">on the contact page</a> or ' +
          '<a href="JaVaScRiPt&colon;alert(2)">there</a>.</p>' +
          '<img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe>' +
          '<a href="/api/logout">Sign out</a>',
      },
      'admin',
    );
    expect(response.status).toBe(200);
    const body = ((await response.json()) as LegalPageContent).body;
    expect(body).toBe(
      '<h2>Your data</h2><p>Ask us <a>here</a>, <a href="/contact">on the contact page</a> or ' +
        '<a>there</a>.</p><img src="x" /><a>Sign out</a>',
    );
    expect((await publicPage('privacy')).body).toBe(body);
    const [row] = await stored();
    expect(JSON.stringify(row)).not.toMatch(
      /script|onclick|onerror|onmouseover|javascript|iframe/i,
    );
  });

  it('refuses a body with nothing left once cleaned, storing nothing', async () => {
    const response = await save({ ...EDITED, body: '<script>alert(1)</script><style>p{}</style>' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).issues).toEqual([
      { path: 'body', message: 'Body is empty once unsafe HTML is removed' },
    ]);
    // A character refused in text, written as a character reference, is refused once decoded.
    const hidden = await save({ ...EDITED, body: '<p>Right&#x202e;to left</p>' });
    expect(hidden.status).toBe(400);
    expect(((await hidden.json()) as ErrorBody).issues?.[0]?.path).toBe('body');
    expect(await stored()).toEqual([]);
    expect(await entries()).toEqual([]);
  });

  it('keeps the built-in text for a blank body and title', async () => {
    const response = await save(
      { title: '', lastUpdated: '', body: '' },
      'editor',
      `${PAGES}/terms`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(TERMS_DEFAULTS);
    expect((await adminPages()).terms).toEqual(TERMS_DEFAULTS);
  });

  it('refuses a bad body with each field’s message, storing and logging nothing', async () => {
    const response = await save({
      title: 'x'.repeat(201),
      lastUpdated: '15/01/2027',
      body: 'x'.repeat(50_001),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.message).toBe('Invalid input');
    expect(body.issues).toEqual([
      { path: 'title', message: 'Must be at most 200 characters' },
      { path: 'lastUpdated', message: 'Must be a date written YYYY-MM-DD, e.g. 2026-11-26' },
      { path: 'body', message: 'Must be at most 50000 characters' },
    ]);
    for (const bad of [{ title: 'Only a title' }, [EDITED], { ...EDITED, body: 42 }]) {
      expect((await save(bad)).status, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    expect(await stored()).toEqual([]);
    expect(await entries()).toEqual([]);
  });

  it('answers 401 signed out and 403 without a staff role; admins and editors may save', async () => {
    for (const [who, status] of [
      ['anonymous', 401],
      ['member', 403],
    ] as const) {
      expect((await as(who, PAGES)).status, who).toBe(status);
      const response = await save(EDITED, who);
      expect(response.status, who).toBe(status);
      expect(((await response.json()) as ErrorBody).message, who).toEqual(expect.any(String));
    }
    expect(await stored()).toEqual([]);
    expect(await publicPage('privacy')).toEqual({});
    for (const who of ['admin', 'editor'] as const) {
      expect((await save(EDITED, who, `${PAGES}/terms`)).status, who).toBe(200);
    }
  });

  it('refuses writes sent from another site', async () => {
    for (const headers of CROSS_SITE) {
      const response = await as('editor', PRIVACY, { method: 'PUT', json: EDITED, headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await stored()).toEqual([]);
    expect(await entries()).toEqual([]);
  });

  it('reaches no handler by another spelling of the path', async () => {
    const spellings = [
      ...otherSpellings(PRIVACY),
      '/api/admin//content/pages/privacy',
      '/API/admin/content/pages/privacy',
      '/api/admin/content/pages/privacy/',
      '/api/admin/content/pages/Privacy',
      '/api/admin/content/pages/privacy%2F',
    ];
    for (const spelling of new Set(spellings)) {
      const response = await save(EDITED, 'editor', spelling);
      expect(response.status, spelling).toBeGreaterThanOrEqual(404);
      expect(response.status, spelling).toBeLessThan(500);
    }
    for (const spelling of [
      '/api/content/privacy/',
      '/api/content/PRIVACY',
      '/API/content/terms',
    ]) {
      expect((await api.request(spelling)).status, spelling).toBe(404);
    }
    expect(await stored()).toEqual([]);
    expect(await entries()).toEqual([]);
  });
});
