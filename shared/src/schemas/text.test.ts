import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageDefaults } from '../page-content/defaults';
import { pageSchemas } from '../page-content/pages';
import { issuesFromZodError } from './api-error';
import { blogPostInputSchema, blogUpdateInputSchema } from './blog';
import { contactInputSchema } from './contact';
import { newsletterInputSchema } from './newsletter';
import { pledgeInputSchema } from './pledge';
import {
  cleanText,
  disallowedCharactersMessage,
  findDisallowedCharacter,
  hasAllowedCharactersOnly,
} from './text';
import { tipInputSchema, tipUpdateInputSchema } from './tip';
import { loginInputSchema } from './user';

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every code unit refused in any text field, whatever its kind. */
const ALWAYS_REFUSED = [
  ...range(0x00, 0x08),
  0x0b,
  0x0c,
  ...range(0x0e, 0x1f),
  ...range(0x7f, 0x9f),
  ...range(0x202a, 0x202e),
  ...range(0x2066, 0x2069),
];
/** Allowed in multi-line fields only. */
const LINE_BREAKS_AND_TAB = [0x09, 0x0a, 0x0d];

/** One of each class, named, for the schema-level checks. */
const FORBIDDEN: Record<string, string> = {
  NUL: '\u0000',
  BEL: '\u0007',
  ESC: '\u001b',
  'vertical tab': '\u000b',
  DEL: '\u007f',
  'C1 next line': '\u0085',
  'C1 CSI': '\u009b',
  'right-to-left override': '\u202e',
  'left-to-right embedding': '\u202a',
  'pop directional formatting': '\u202c',
  'right-to-left isolate': '\u2067',
  'pop directional isolate': '\u2069',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udfff',
  'reversed surrogate pair': '\ude00\ud83d',
};
const SINGLE_LINE_ONLY: Record<string, string> = {
  newline: '\n',
  'carriage return': '\r',
  tab: '\t',
  CRLF: '\r\n',
};

/** Text people really write: every one must pass every text field. */
const WORLD_TEXT = [
  'José Müller-Lüdenscheidt',
  'Zoë Ångström',
  'محمد عبد الله',
  'דוד בן־גוריון',
  '王小明',
  '佐藤 さくら',
  '김민준',
  'Ελένη Παπαδοπούλου',
  'Владимир Набоков',
  'नमस्ते दुनिया',
  'Nguyễn Thị Minh Khai',
  'Ada 👩‍💻 Lovelace 🎉',
  'Family 👨‍👩‍👧‍👦 👍🏽 🇳🇿',
  '𝕬𝖉𝖆 (mathematical letters) 𠜎',
  'O’Brien – “quoted” … ½ € ©',
  'English text \u200e(with a left-to-right mark)\u200f and an Arabic mark \u061c',
  'zero\u200bwidth\u200cjoiners\u200d',
];

function issuesOf(result: { success: boolean; error?: z.ZodError }) {
  return result.success || !result.error ? [] : issuesFromZodError(result.error);
}

describe('findDisallowedCharacter', () => {
  it.each(ALWAYS_REFUSED.map((code) => [hex(code), code] as const))(
    'refuses %s in single-line and multi-line text',
    (_name, code) => {
      const text = `ok ${String.fromCharCode(code)} ok`;
      expect(findDisallowedCharacter(text, 'single-line')).toBe(3);
      expect(findDisallowedCharacter(text, 'multi-line')).toBe(3);
    },
  );

  it('refuses line feed, carriage return and tab in single-line text only', () => {
    for (const code of LINE_BREAKS_AND_TAB) {
      const text = `first${String.fromCharCode(code)}second`;
      expect(findDisallowedCharacter(text, 'single-line'), hex(code)).toBe(5);
      expect(findDisallowedCharacter(text, 'multi-line'), hex(code)).toBe(-1);
    }
  });

  it('refuses lone surrogates wherever they are, and accepts well-formed pairs', () => {
    for (const kind of ['single-line', 'multi-line'] as const) {
      expect(findDisallowedCharacter('\ud800', kind)).toBe(0);
      expect(findDisallowedCharacter('a\udbff', kind)).toBe(1);
      expect(findDisallowedCharacter('\udc00a', kind)).toBe(0);
      expect(findDisallowedCharacter('ab\udfffcd', kind)).toBe(2);
      expect(findDisallowedCharacter('\ud800\ud800\udc00', kind)).toBe(0);
      expect(findDisallowedCharacter('\ud83d\ude00\ude00', kind)).toBe(2);
      expect(findDisallowedCharacter('\ude00\ud83d', kind)).toBe(0);
      expect(findDisallowedCharacter('😀', kind)).toBe(-1);
      expect(findDisallowedCharacter('\ud800\udc00\udbff\udffd', kind)).toBe(-1);
    }
  });

  it('refuses the Unicode noncharacters, which XML cannot carry, in every plane', () => {
    const noncharacters = [
      ...range(0xfdd0, 0xfdef),
      ...range(0, 16).flatMap((plane) => [plane * 0x10000 + 0xfffe, plane * 0x10000 + 0xffff]),
    ];
    expect(noncharacters).toHaveLength(66);
    for (const codePoint of noncharacters) {
      for (const kind of ['single-line', 'multi-line'] as const) {
        expect(
          findDisallowedCharacter(`ok${String.fromCodePoint(codePoint)}`, kind),
          hex(codePoint),
        ).toBe(2);
      }
    }
    for (const codePoint of [0xfdcf, 0xfdf0, 0xfffd, 0x1fffd, 0x20000, 0x10fffd]) {
      expect(
        hasAllowedCharactersOnly(String.fromCodePoint(codePoint), 'multi-line'),
        hex(codePoint),
      ).toBe(true);
    }
  });

  it('refuses MIME encoded-words in single-line text, where a mail header would decode them', () => {
    const words = [
      '=?utf-8?q?=E2=80=AEgpj.exe_=0D=0AX-Injected:_1?=',
      '=?UTF-8?B?4oCuZ3BqLmV4ZQ==?=',
      'Ann =?iso-8859-1?Q?Andr=E9?= Smith',
    ];
    for (const word of words) {
      expect(findDisallowedCharacter(word, 'single-line'), word).toBe(word.indexOf('=?'));
      // Multi-line text (a message, an article) never goes into a header.
      expect(findDisallowedCharacter(word, 'multi-line'), word).toBe(-1);
    }
    for (const fine of ['a=?b', 'x =? y ?= z', '=?utf-8?x?abc?=', 'E = mc²?']) {
      expect(hasAllowedCharactersOnly(fine, 'single-line'), fine).toBe(true);
    }
  });

  it('accepts the first and last code units around each refused range', () => {
    for (const code of [0x20, 0x7e, 0xa0, 0x2029, 0x202f, 0x2065, 0x206a, 0xd7ff, 0xe000, 0xfffd]) {
      expect(
        hasAllowedCharactersOnly(`a${String.fromCharCode(code)}b`, 'single-line'),
        hex(code),
      ).toBe(true);
    }
  });

  it.each(WORLD_TEXT)('accepts %s', (text) => {
    expect(hasAllowedCharactersOnly(text, 'single-line')).toBe(true);
    expect(hasAllowedCharactersOnly(text, 'multi-line')).toBe(true);
  });
});

describe('cleanText', () => {
  const name = cleanText(z.string().trim(), 'Name', 'single-line').min(2, 'Name is too short');
  const notes = cleanText(z.string().trim(), 'Notes', 'multi-line');

  it('names the field in its message', () => {
    expect(disallowedCharactersMessage('Name')).toBe(
      'Name contains characters that are not allowed',
    );
    expect(name.safeParse('Ada\u0000').error?.issues.map((issue) => issue.message)).toEqual([
      'Name contains characters that are not allowed',
    ]);
  });

  it('stops at the refusal: no length message on top', () => {
    expect(name.safeParse('\u202e').error?.issues).toHaveLength(1);
  });

  it('names an unlabelled field by its path', () => {
    const page = z.object({
      hero: z.object({ title: cleanText(z.string(), undefined, 'single-line') }),
      items: z.array(cleanText(z.string(), undefined, 'multi-line')),
    });
    expect(
      issuesOf(page.safeParse({ hero: { title: 'a\u0007' }, items: ['ok', 'b\u0000'] })),
    ).toEqual([
      { path: 'hero.title', message: 'hero.title contains characters that are not allowed' },
      { path: 'items.1', message: 'items.1 contains characters that are not allowed' },
    ]);
    expect(
      cleanText(z.string(), undefined, 'single-line').safeParse('\u0000').error?.issues[0]?.message,
    ).toBe('Text contains characters that are not allowed');
  });

  it('NFC-normalises what it accepts', () => {
    expect(notes.parse('e\u0301')).toBe('é');
    expect(name.parse('Jose\u0301 Mu\u0308ller')).toBe('José Müller');
    expect(name.parse('\u1100\u1161\u11a8 ok')).toBe('각 ok');
    expect(notes.parse('\u2126')).toBe('\u03a9'); // OHM SIGN → GREEK CAPITAL LETTER OMEGA
    expect(notes.parse('Cafe\u0301\nline two')).toBe('Café\nline two');
  });

  it('counts the length of the normalised text', () => {
    // Two code units in, one character out: too short for a minimum of 2.
    expect(name.safeParse('e\u0301').error?.issues.map((issue) => issue.message)).toEqual([
      'Name is too short',
    ]);
    expect(name.parse('e\u0301x')).toBe('éx');
  });

  it('trims before checking: surrounding line breaks of a single-line field are dropped', () => {
    expect(name.parse('\n\tAda Lovelace \r\n')).toBe('Ada Lovelace');
    expect(name.safeParse('Ada\nLovelace').success).toBe(false);
  });

  it('keeps line breaks and tabs inside multi-line text', () => {
    expect(notes.parse('  Dear team,\r\n\r\n\tthanks!\n  ')).toBe('Dear team,\r\n\r\n\tthanks!');
  });
});

/** Every labelled text field of the input schemas, with a valid body to put the value in. */
const pledge = { name: 'Ada Lovelace', email: 'ada@example.org' };
const contact = { ...pledge, message: 'Hello there, friends!' };
const post = {
  slug: 'nitrates-explained',
  title: 'Nitrates explained',
  excerpt: 'What nitrates and nitrites do in cured meat.',
  content: '<p>' + 'Cured meats often contain added sodium nitrite. '.repeat(3) + '</p>',
  author: 'Sarah Johnson',
  publishedDate: '2024-01-05T00:00:00.000Z',
  tags: ['Health'],
  citations: ['IARC 2015'],
};
const tip = {
  category: 'Labels',
  title: 'Read the label',
  description: 'Look for sodium nitrite (E250) in the ingredient list.',
  icon: 'FileText',
};

interface FieldCase {
  schema: z.ZodType;
  body: Record<string, unknown>;
  field: string;
  label: string;
  kind: 'single-line' | 'multi-line';
  /** Builds the field's value around the character; emails need their own shape. */
  wrap?: (character: string) => unknown;
}

const email = (c: string) => `ada${c}lovelace@example.org`;
const FIELDS: FieldCase[] = [
  { schema: pledgeInputSchema, body: pledge, field: 'name', label: 'Name', kind: 'single-line' },
  {
    schema: pledgeInputSchema,
    body: pledge,
    field: 'email',
    label: 'Email',
    kind: 'single-line',
    wrap: email,
  },
  { schema: contactInputSchema, body: contact, field: 'name', label: 'Name', kind: 'single-line' },
  {
    schema: contactInputSchema,
    body: contact,
    field: 'email',
    label: 'Email',
    kind: 'single-line',
    wrap: email,
  },
  {
    schema: contactInputSchema,
    body: contact,
    field: 'message',
    label: 'Message',
    kind: 'multi-line',
  },
  {
    schema: newsletterInputSchema,
    body: { email: pledge.email },
    field: 'email',
    label: 'Email',
    kind: 'single-line',
    wrap: email,
  },
  {
    schema: loginInputSchema,
    body: { email: pledge.email, password: 'x' },
    field: 'email',
    label: 'Email',
    kind: 'single-line',
    wrap: email,
  },
  ...(['title', 'author'] as const).map((field): FieldCase => ({
    schema: blogUpdateInputSchema,
    body: post,
    field,
    label: field === 'title' ? 'Title' : 'Author name',
    kind: 'single-line',
  })),
  ...(['excerpt', 'content'] as const).map((field): FieldCase => ({
    schema: blogUpdateInputSchema,
    body: post,
    field,
    label: field === 'excerpt' ? 'Excerpt' : 'Content',
    kind: 'multi-line',
  })),
  { schema: blogPostInputSchema, body: post, field: 'slug', label: 'Slug', kind: 'single-line' },
  {
    schema: blogPostInputSchema,
    body: post,
    field: 'tags',
    label: 'Tag',
    kind: 'single-line',
    wrap: (c) => [`Heal${c}th`],
  },
  {
    schema: blogPostInputSchema,
    body: post,
    field: 'citations',
    label: 'Citation',
    kind: 'single-line',
    wrap: (c) => [`IARC${c} 2015`],
  },
  { schema: tipInputSchema, body: tip, field: 'title', label: 'Title', kind: 'single-line' },
  { schema: tipInputSchema, body: tip, field: 'icon', label: 'Icon name', kind: 'single-line' },
  {
    schema: tipUpdateInputSchema,
    body: tip,
    field: 'description',
    label: 'Description',
    kind: 'multi-line',
  },
];

/** The value around `c`: within every single-line field's limits, or long enough for content. */
const around = (kind: FieldCase['kind']) => (c: string) =>
  kind === 'single-line'
    ? `Ada${c} Lovelace`
    : `Long enough${c} text for any field minimum, even content. `.repeat(2);

describe('input schemas', () => {
  for (const { schema, body, field, label, kind, wrap = around(kind) } of FIELDS) {
    const path = field === 'tags' || field === 'citations' ? `${field}.0` : field;
    const name = `${schema === loginInputSchema ? 'login' : ''} ${field}`.trim();

    it(`${name} (${kind}) refuses every forbidden class with "${label} contains …"`, () => {
      const refused = kind === 'single-line' ? { ...FORBIDDEN, ...SINGLE_LINE_ONLY } : FORBIDDEN;
      for (const [what, character] of Object.entries(refused)) {
        const result = schema.safeParse({ ...body, [field]: wrap(character) });
        expect(issuesOf(result), `${field}: ${what}`).toEqual([
          { path, message: disallowedCharactersMessage(label) },
        ]);
      }
    });

    if (kind === 'multi-line') {
      it(`${name} keeps line breaks and tabs`, () => {
        const value = wrap('\r\n\tand\n');
        const parsed = schema.parse({ ...body, [field]: value }) as Record<string, unknown>;
        expect(parsed[field]).toBe((value as string).trim());
      });
    }
  }

  it('accept names in every script, accents and emoji, NFC-normalised', () => {
    for (const text of WORLD_TEXT.filter((t) => t.length <= 100)) {
      expect(pledgeInputSchema.parse({ ...pledge, name: text }).name, text).toBe(
        text.normalize('NFC'),
      );
    }
    expect(pledgeInputSchema.parse({ ...pledge, name: 'Jose\u0301 Garci\u0301a' }).name).toBe(
      'José García',
    );
    expect(
      contactInputSchema.parse({ ...contact, message: 'Un caf\u00e9 cre\u0300me, s’il vous plaît' })
        .message,
    ).toBe('Un café crème, s’il vous plaît');
    expect(
      blogUpdateInputSchema.parse({ ...post, title: 'Nitrite\u0301s et sante\u0301' }).title,
    ).toBe('Nitrités et santé');
    expect(
      tipUpdateInputSchema.parse({ ...tip, description: '沙拉 🥗 ohne Nitrite, für alle' }),
    ).toMatchObject({ description: '沙拉 🥗 ohne Nitrite, für alle' });
  });

  it('keep their existing messages for everything else', () => {
    expect(issuesOf(pledgeInputSchema.safeParse({ name: ' A ', email: 'nope' }))).toEqual([
      { path: 'name', message: 'Name must be at least 2 characters' },
      { path: 'email', message: 'Invalid email address' },
    ]);
  });
});

describe('page content schemas', () => {
  const homepage = () => structuredClone(pageDefaults.homepage);
  const about = () => structuredClone(pageDefaults.about);

  it('refuse every forbidden class in any text, naming the field by its path', () => {
    for (const [what, character] of Object.entries(FORBIDDEN)) {
      const page = homepage();
      page.hero.subheadline = `Sub${character}headline`;
      page.howItWorks.steps[1]!.title = `Step${character}title`;
      page.howItWorks.steps[0]!.icon = `Ic${character}on`;
      expect(issuesOf(pageSchemas.homepage.safeParse(page)), what).toEqual([
        {
          path: 'hero.subheadline',
          message: 'hero.subheadline contains characters that are not allowed',
        },
        {
          path: 'howItWorks.steps.0.icon',
          message: 'howItWorks.steps.0.icon contains characters that are not allowed',
        },
        {
          path: 'howItWorks.steps.1.title',
          message: 'howItWorks.steps.1.title contains characters that are not allowed',
        },
      ]);
    }
    const page = about();
    page.team.members[0]!.id = 'id\u202e';
    page.mission.paragraphs[1] = 'Para\u0000graph';
    expect(issuesOf(pageSchemas.about.safeParse(page)).map((issue) => issue.path)).toEqual([
      'mission.paragraphs.1',
      'team.members.0.id',
    ]);
  });

  it('take line breaks in long texts only', () => {
    const page = homepage();
    page.hero.subheadline = 'First line\nsecond line\twith a tab';
    expect(pageSchemas.homepage.parse(page).hero.subheadline).toBe(page.hero.subheadline);
    page.hero.headline = 'Head\nline';
    expect(issuesOf(pageSchemas.homepage.safeParse(page))).toEqual([
      { path: 'hero.headline', message: 'hero.headline contains characters that are not allowed' },
    ]);
  });

  it('NFC-normalise every text', () => {
    const page = about();
    page.team.members[0]!.name = 'Rene\u0301e Dupre\u0301';
    page.mission.paragraphs[0] = 'Cafe\u0301 society';
    page.timeline.title = '王小明 ✨';
    const parsed = pageSchemas.about.parse(page);
    expect(parsed.team.members[0]!.name).toBe('Renée Dupré');
    expect(parsed.mission.paragraphs[0]).toBe('Café society');
    expect(parsed.timeline.title).toBe('王小明 ✨');
  });
});
