/**
 * Text hygiene over HTTP: every text field of the visitor forms and of the admin writes refuses
 * control characters, bidi overrides and isolates, and lone surrogates (single-line fields also
 * line breaks and tabs) with a 400 whose issue names the field, stores nothing, and stores what
 * it accepts NFC-normalised. The rules live in the shared schemas (shared/src/schemas/text.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDefaults } from '@campaign/shared';
import {
  createUser,
  requestWith,
  signIn,
  TEST_SESSION_SECRET,
  uniqueEmail,
  type CookieJar,
} from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

/** One character of each refused class. JSON.stringify sends the lone surrogates as \ud800. */
const REFUSED: Record<string, string> = {
  NUL: '\u0000',
  'escape (C0)': '\u001b',
  'vertical tab (C0)': '\u000b',
  DEL: '\u007f',
  'next line (C1)': '\u0085',
  'right-to-left override': '\u202e',
  'left-to-right embedding': '\u202a',
  'first-strong isolate': '\u2068',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udc00',
};
/** Refused in single-line fields only. */
const LINE_BREAKS = { newline: '\n', 'carriage return': '\r', tab: '\t' };

type Kind = 'single-line' | 'multi-line';
const refusedIn = (kind: Kind): [string, string][] =>
  Object.entries(kind === 'single-line' ? { ...REFUSED, ...LINE_BREAKS } : REFUSED);

interface ApiIssues {
  message: string;
  issues?: { path: string; message: string }[];
}

/** The tables a refused write must leave exactly as they were. */
const CONTENT_TABLES = ['pledges', 'contacts', 'newsletters', 'blog_posts', 'tips', 'page_content'];

const singleLine = (c: string) => `Ada${c} Lovelace`;
const multiLine = (c: string) => `A message long enough${c} for every field, even blog content.`;
const inEmail = (c: string) => `ada${c}lovelace@example.org`;

describe.each(TEST_DIALECTS)('text hygiene over HTTP on %s', (dialect) => {
  let api: TestApi;
  let editor: CookieJar;

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    const user = await createUser(api, { role: 'editor' });
    const { response, jar } = await signIn(api, user.email);
    expect(response.status).toBe(303);
    editor = jar;
  });
  afterAll(() => api?.close());

  async function snapshot(): Promise<Record<string, unknown[]>> {
    const tables: Record<string, unknown[]> = {};
    for (const table of CONTENT_TABLES) {
      tables[table] = (await api.db(table).select('*').orderBy('id')) as unknown[];
    }
    return tables;
  }

  /** A 400 with exactly one issue: the field, named in the message. */
  async function expectRefused(response: Response, path: string, label: string, what: string) {
    const context = `${path}: ${what}`;
    expect(response.status, context).toBe(400);
    const body = (await response.json()) as ApiIssues;
    expect(body.message, context).toBe('Invalid input');
    expect(body.issues, context).toEqual([
      { path, message: `${label} contains characters that are not allowed` },
    ]);
  }

  const put = (path: string, json: unknown) =>
    requestWith(api, editor, path, { method: 'PUT', json });

  describe('visitor forms', () => {
    const FORMS = [
      {
        path: '/api/pledges',
        valid: () => ({ name: 'Ada Lovelace', email: uniqueEmail('pledge') }),
        fields: [
          { field: 'name', label: 'Name', value: singleLine, kind: 'single-line' },
          { field: 'email', label: 'Email', value: inEmail, kind: 'single-line' },
        ],
      },
      {
        path: '/api/contact',
        valid: () => ({
          name: 'Ada Lovelace',
          email: uniqueEmail('contact'),
          message: 'Hello there, team!',
        }),
        fields: [
          { field: 'name', label: 'Name', value: singleLine, kind: 'single-line' },
          { field: 'email', label: 'Email', value: inEmail, kind: 'single-line' },
          { field: 'message', label: 'Message', value: multiLine, kind: 'multi-line' },
        ],
      },
      {
        path: '/api/newsletter',
        valid: () => ({ email: uniqueEmail('newsletter') }),
        fields: [{ field: 'email', label: 'Email', value: inEmail, kind: 'single-line' }],
      },
    ] as const;

    for (const form of FORMS) {
      for (const { field, label, value, kind } of form.fields) {
        it(`POST ${form.path} refuses each forbidden class in ${field} and stores nothing`, async () => {
          const before = await snapshot();
          for (const [what, character] of refusedIn(kind)) {
            const response = await api.postJson(form.path, {
              ...form.valid(),
              [field]: value(character),
            });
            await expectRefused(response, field, label, what);
          }
          expect(await snapshot()).toEqual(before);
        });
      }
    }

    it('stores a decomposed accent NFC-normalised', async () => {
      const email = uniqueEmail('nfc');
      const name = 'Jose\u0301 Garci\u0301a';
      expect((await api.postJson('/api/pledges', { name, email })).status).toBe(201);
      const row = await api.models.Pledge.query().findOne({ email });
      expect(row?.name).toBe('José García');
      expect(row?.name).toBe(name.normalize('NFC'));
      expect(row?.name).not.toBe(name);

      const message = 'Un cafe\u0301 cre\u0300me,\r\n\tmerci !';
      const contactEmail = uniqueEmail('nfc-contact');
      expect(
        (await api.postJson('/api/contact', { name: 'Zoe\u0308', email: contactEmail, message }))
          .status,
      ).toBe(201);
      const contact = await api.models.Contact.query().findOne({ email: contactEmail });
      expect(contact).toMatchObject({ name: 'Zoë', message: 'Un café crème,\r\n\tmerci !' });
    });

    it('accepts names in any script, with emoji', async () => {
      for (const name of ['محمد عبد الله', '王小明', 'Zoë Ångström', 'Ada 👩‍💻 Lovelace']) {
        const email = uniqueEmail('world');
        const response = await api.postJson('/api/pledges', { name, email });
        expect(response.status, name).toBe(201);
        expect((await api.models.Pledge.query().findOne({ email }))?.name).toBe(name);
      }
    });
  });

  describe('admin writes', () => {
    const goodPost = {
      title: 'A title that is fine',
      excerpt: 'An excerpt that is comfortably longer than twenty characters.',
      content: '<p>Plenty of <strong>content</strong> to pass the fifty character minimum.</p>',
      author: 'Dr. Sarah Johnson',
    };
    const goodTip = { title: 'A fine tip title', description: 'A description of ten or more.' };
    const firstSlug = async () =>
      ((await api.db('blog_posts').orderBy('id').first('slug')) as { slug: string }).slug;
    const firstTipId = async () =>
      Number(((await api.db('tips').orderBy('id').first('id')) as { id: number }).id);

    const BLOG_FIELDS = [
      { field: 'title', label: 'Title', kind: 'single-line' },
      { field: 'author', label: 'Author name', kind: 'single-line' },
      { field: 'excerpt', label: 'Excerpt', kind: 'multi-line' },
      { field: 'content', label: 'Content', kind: 'multi-line' },
    ] as const;

    for (const { field, label, kind } of BLOG_FIELDS) {
      it(`PUT /api/admin/blog/:slug refuses each forbidden class in ${field}, changing nothing`, async () => {
        const slug = await firstSlug();
        const before = await snapshot();
        for (const [what, character] of refusedIn(kind)) {
          const value = kind === 'single-line' ? singleLine(character) : multiLine(character);
          const response = await put(`/api/admin/blog/${slug}`, { ...goodPost, [field]: value });
          await expectRefused(response, field, label, what);
        }
        expect(await snapshot()).toEqual(before);
      });
    }

    it('refuses forbidden characters written as character references in the content HTML', async () => {
      const slug = await firstSlug();
      const before = await snapshot();
      for (const reference of ['&#x202e;', '&#8238;', '&#x1b;', '&#127;', '&#x2066;']) {
        const response = await put(`/api/admin/blog/${slug}`, {
          ...goodPost,
          content: `<p>Plenty of content to pass the fifty character minimum ${reference}.</p>`,
        });
        expect(response.status, reference).toBe(400);
        const body = (await response.json()) as ApiIssues;
        expect(body.issues, reference).toEqual([
          {
            path: 'content',
            message: expect.stringMatching(/^Content contains characters that are not allowed/),
          },
        ]);
      }
      expect(await snapshot()).toEqual(before);
    });

    const TIP_FIELDS = [
      { field: 'title', label: 'Title', kind: 'single-line' },
      { field: 'description', label: 'Description', kind: 'multi-line' },
    ] as const;

    for (const { field, label, kind } of TIP_FIELDS) {
      it(`PUT /api/admin/tips/:id refuses each forbidden class in ${field}, changing nothing`, async () => {
        const id = await firstTipId();
        const before = await snapshot();
        for (const [what, character] of refusedIn(kind)) {
          const value = kind === 'single-line' ? singleLine(character) : multiLine(character);
          const response = await put(`/api/admin/tips/${id}`, { ...goodTip, [field]: value });
          await expectRefused(response, field, label, what);
        }
        expect(await snapshot()).toEqual(before);
      });
    }

    /** Page texts have no label of their own: the message names them by their path. */
    const PAGE_FIELDS = [
      {
        key: 'homepage',
        path: 'hero.headline',
        kind: 'single-line',
        set: (c: string) => {
          const page = structuredClone(pageDefaults.homepage);
          page.hero.headline = `Nitrate${c}Free`;
          return page;
        },
      },
      {
        key: 'homepage',
        path: 'howItWorks.steps.1.description',
        kind: 'multi-line',
        set: (c: string) => {
          const page = structuredClone(pageDefaults.homepage);
          page.howItWorks.steps[1]!.description = `Read${c}labels`;
          return page;
        },
      },
      {
        key: 'about',
        path: 'team.members.0.name',
        kind: 'single-line',
        set: (c: string) => {
          const page = structuredClone(pageDefaults.about);
          page.team.members[0]!.name = `Sarah${c}Johnson`;
          return page;
        },
      },
      {
        key: 'about',
        path: 'mission.paragraphs.1',
        kind: 'multi-line',
        set: (c: string) => {
          const page = structuredClone(pageDefaults.about);
          page.mission.paragraphs[1] = `Our${c}mission`;
          return page;
        },
      },
      {
        key: 'values',
        path: 'closingParagraph',
        kind: 'multi-line',
        set: (c: string) => ({
          ...structuredClone(pageDefaults.values),
          closingParagraph: `A${c}B`,
        }),
      },
      {
        key: 'impact',
        path: 'testimonials.items.0.quote',
        kind: 'multi-line',
        set: (c: string) => {
          const page = structuredClone(pageDefaults.impact);
          page.testimonials.items[0]!.quote = `Fresh${c}food`;
          return page;
        },
      },
      {
        key: 'pledge',
        path: 'count.joinOthers',
        kind: 'single-line',
        set: (c: string) => {
          const page = structuredClone(pageDefaults.pledge);
          page.count.joinOthers = `Join${c}{count}`;
          return page;
        },
      },
      {
        key: 'contact',
        path: 'cards.reachTitle',
        kind: 'single-line',
        set: (c: string) => {
          const page = structuredClone(pageDefaults.contact);
          page.cards.reachTitle = `Reach${c}us`;
          return page;
        },
      },
    ] as const;

    for (const { key, path, kind, set } of PAGE_FIELDS) {
      it(`PUT /api/admin/content/pages/${key} refuses each forbidden class in ${path}, changing nothing`, async () => {
        const before = await snapshot();
        for (const [what, character] of refusedIn(kind)) {
          const response = await put(`/api/admin/content/pages/${key}`, set(character));
          await expectRefused(response, path, path, what);
        }
        expect(await snapshot()).toEqual(before);
      });
    }

    it('store decomposed accents NFC-normalised and keep line breaks in multi-line texts', async () => {
      const slug = await firstSlug();
      const blog = await put(`/api/admin/blog/${slug}`, {
        ...goodPost,
        title: 'Nitrite\u0301s et sante\u0301',
        excerpt: 'Premie\u0300re ligne,\nseconde ligne de l’extrait.',
      });
      expect(blog.status).toBe(200);
      const post = await api.models.BlogPost.query().findOne({ slug });
      expect(post).toMatchObject({
        title: 'Nitrités et santé',
        excerpt: 'Première ligne,\nseconde ligne de l’extrait.',
      });

      const id = await firstTipId();
      const tip = await put(`/api/admin/tips/${id}`, {
        title: 'Cre\u0300me frai\u0302che',
        description: 'Line one\r\n\tline two',
      });
      expect(tip.status).toBe(200);
      expect(await api.models.Tip.query().findById(id)).toMatchObject({
        title: 'Crème fraîche',
        description: 'Line one\r\n\tline two',
      });

      const page = structuredClone(pageDefaults.about);
      page.team.members[0]!.name = 'Rene\u0301e Dupre\u0301';
      const about = await put('/api/admin/content/pages/about', page);
      expect(about.status).toBe(200);
      const row = await api.models.PageContent.query().findOne({ pageKey: 'about' });
      const stored = row?.content as typeof page | undefined;
      expect(stored?.team.members[0]?.name).toBe('Renée Dupré');
    });
  });
});
