import { describe, expect, expectTypeOf, it } from 'vitest';
import { HOMEPAGE_ICONS, PAGE_KEYS, VALUE_ICONS } from '../constants';
import type { DeepPartial } from './deep-merge';
import { pageDefaults, type PageContentMap } from './defaults';
import { showsSection } from './visibility';
import { PRIVACY_DEFAULTS } from './privacy-defaults';
import { TERMS_DEFAULTS } from './terms-defaults';
import {
  builtInPage,
  mergeAllPages,
  mergePageContent,
  pageOverrideSchemas,
  pageSchemas,
} from './pages';
import type { HomepageOverride } from './homepage-schema';

describe('built-in page defaults', () => {
  it.each(PAGE_KEYS)('%s defaults satisfy the full page schema unchanged', (key) => {
    const parsed = pageSchemas[key].parse(builtInPage(key));
    expect(parsed).toEqual(builtInPage(key));
  });

  it('contain no placeholder copy', () => {
    const text = JSON.stringify(pageDefaults).toLowerCase();
    for (const placeholder of ['lorem', 'ipsum', 'todo', 'tbd', 'xxx']) {
      expect(text).not.toContain(placeholder);
    }
  });

  it('give the homepage its product copy', () => {
    const home = pageDefaults.homepage;
    expect(home.hero.ctaPrimary).toBe('Take the Pledge');
    expect(home.hero.ctaSecondary).toBe('Learn More');
    expect(home.nitrateProblem.statNumber).toBe(3000000);
    expect(home.howItWorks.title).toBe('How It Works');
    expect(home.howItWorks.steps.map((s) => [s.number, s.title])).toEqual([
      [1, 'Take the Pledge'],
      [2, 'Learn & Discover'],
      [3, 'Share Your Journey'],
    ]);
    expect(home.benefits.title).toBe('Why Join Us');
    expect(home.benefits.items.map((b) => b.title)).toEqual([
      'Better Health',
      'Join Community',
      'Make Impact',
    ]);
    expect(home.researchHighlights.stats.map((s) => [s.number, s.source])).toEqual([
      ['18%', 'IARC Monograph Vol. 114 (2018)'],
      ['34,000+', 'Global Burden of Disease Project, cited by WHO/IARC (2015)'],
    ]);
    expect(home.researchHighlights.stats[0]!.description).toMatch(/colorectal cancer.*50 g/i);
    expect(home.researchHighlights.viewAllButton).toBe('View All Research Articles');
    const icons = [...home.howItWorks.steps, ...home.benefits.items].map((item) => item.icon);
    expect(icons.every((icon) => (HOMEPAGE_ICONS as readonly string[]).includes(icon))).toBe(true);
    expect(home.cta).toMatchObject({ title: 'Take the Pledge Today', button: 'Take the Pledge' });
  });

  it('give the about page a mission, a 2020–2024 timeline and four team members', () => {
    const about = pageDefaults.about;
    expect(about.mission.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(about.mission.paragraphs.length).toBeLessThanOrEqual(3);
    expect(about.timeline.events.map((e) => e.year)).toEqual([2020, 2021, 2022, 2023, 2024]);
    expect(about.team.members).toHaveLength(4);
    const ids = [...about.timeline.events, ...about.team.members].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('give the values page its six values, hints and icons', () => {
    const values = pageDefaults.values;
    expect(values.hero.title).toBe('Our Values');
    expect(values.items.map((v) => [v.title, v.icon])).toEqual([
      ['Health First', 'Shield'],
      ['Transparency', 'Eye'],
      ['Advocacy', 'Megaphone'],
      ['Community', 'Users'],
      ['Education', 'Lightbulb'],
      ['Equity', 'Scale'],
    ]);
    expect(new Set(values.items.map((v) => v.icon))).toEqual(new Set(VALUE_ICONS));
    expect(values.flipCardHints).toEqual({
      clickToLearnMore: 'Click to learn more',
      clickToFlipBack: 'Click to flip back',
    });
    expect(values.closingParagraph.length).toBeGreaterThan(0);
  });

  it('give the legal pages their titles, a date and every topic the policy must cover', () => {
    expect(builtInPage('privacy')).toBe(PRIVACY_DEFAULTS);
    expect(builtInPage('terms')).toBe(TERMS_DEFAULTS);
    expect(PRIVACY_DEFAULTS.title).toBe('Privacy Policy');
    expect(TERMS_DEFAULTS.title).toBe('Terms of Service');
    for (const page of [PRIVACY_DEFAULTS, TERMS_DEFAULTS]) {
      expect(page.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.body).toContain('href="/contact"');
      expect(page.body).not.toMatch(/<h1|<script|style=|class=/);
    }
    const privacy = PRIVACY_DEFAULTS.body;
    for (const topic of [
      'What we collect',
      'How long we keep it',
      'Who sees it',
      'erasure',
      'double opt-in',
      'unsubscribe',
      'local storage',
      'session cookie',
    ]) {
      expect(privacy, topic).toContain(topic);
    }
  });
});

describe('page schemas', () => {
  it('trim texts and bound their length', () => {
    const page = structuredClone(pageDefaults.values);
    page.hero.title = '  Values  ';
    expect(pageSchemas.values.parse(page).hero.title).toBe('Values');
    page.closingParagraph = 'x'.repeat(2001);
    expect(pageSchemas.values.safeParse(page).success).toBe(false);
  });

  it('reject a page with a missing section or an unknown value icon', () => {
    const { team: _team, ...noTeam } = pageDefaults.about;
    expect(pageSchemas.about.safeParse(noTeam).success).toBe(false);
    const values = structuredClone(pageDefaults.values) as unknown as { items: { icon: string }[] };
    values.items[0]!.icon = 'Rocket';
    expect(pageSchemas.values.safeParse(values).success).toBe(false);
  });

  it('accept partial overrides whose lists carry complete items', () => {
    expect(pageOverrideSchemas.homepage.safeParse({ hero: { headline: 'Hi' } }).success).toBe(true);
    expect(pageOverrideSchemas.about.safeParse({}).success).toBe(true);
    expect(pageOverrideSchemas.values.safeParse({ items: [{ id: 'x', title: 'X' }] }).success).toBe(
      false,
    );
  });

  it('type stored overrides as deep partials of the page', () => {
    expectTypeOf<HomepageOverride>().toExtend<DeepPartial<PageContentMap['homepage']>>();
  });
});

describe('mergePageContent', () => {
  it('returns the defaults when there is no usable override', () => {
    for (const override of [undefined, null, 'oops', 42, [1, 2]]) {
      expect(mergePageContent('homepage', override)).toEqual(pageDefaults.homepage);
    }
  });

  it('lays the stored override over the defaults', () => {
    const page = mergePageContent('homepage', {
      hero: { headline: 'Skip the Nitrites', subheadline: '' },
      cta: { subtitle: 'Join us today.' },
    });
    expect(page.hero.headline).toBe('Skip the Nitrites');
    expect(page.hero.subheadline).toBe(pageDefaults.homepage.hero.subheadline);
    expect(page.cta).toEqual({ ...pageDefaults.homepage.cta, subtitle: 'Join us today.' });
    expect(page.howItWorks).toEqual(pageDefaults.homepage.howItWorks);
  });

  it('falls back per section when a stored section does not fit the schema', () => {
    const page = mergePageContent('values', {
      hero: { title: 'Values We Share' },
      items: [{ id: 'x', title: 'X', description: 'Y', icon: 'Rocket' }],
    });
    expect(page.hero.title).toBe('Values We Share');
    expect(page.items).toEqual(pageDefaults.values.items);
  });

  it('trims stored texts and drops unknown keys', () => {
    const page = mergePageContent('about', { mission: { title: '  Why We Exist ' }, extra: true });
    expect(page.mission.title).toBe('Why We Exist');
    expect(page).not.toHaveProperty('extra');
  });

  it('returns a copy the caller can edit without touching the defaults', () => {
    const page = mergePageContent('about', undefined);
    page.mission.paragraphs.push('Edited');
    page.team.title = 'Edited';
    expect(pageDefaults.about.mission.paragraphs).not.toContain('Edited');
    expect(pageDefaults.about.team.title).not.toBe('Edited');
  });
});

describe('legal pages', () => {
  it('check the date and bound the body', () => {
    const page = { ...PRIVACY_DEFAULTS };
    expect(pageSchemas.privacy.parse({ ...page, lastUpdated: ' 2027-01-31 ' }).lastUpdated).toBe(
      '2027-01-31',
    );
    expect(pageSchemas.privacy.safeParse({ ...page, lastUpdated: '' }).success).toBe(true);
    for (const lastUpdated of ['2027-02-30', '31/01/2027', 'soon', '2027-1-5']) {
      expect(pageSchemas.privacy.safeParse({ ...page, lastUpdated }).success, lastUpdated).toBe(
        false,
      );
    }
    expect(pageSchemas.terms.safeParse({ ...page, body: 'x'.repeat(50_001) }).success).toBe(false);
  });

  it('merge an edited body over the built-in page; a blank one keeps the built-in text', () => {
    const edited = mergePageContent('privacy', { body: '<p>Our own words.</p>' });
    expect(edited).toEqual({ ...PRIVACY_DEFAULTS, body: '<p>Our own words.</p>' });
    expect(mergePageContent('terms', { body: '  ', title: '' })).toEqual(TERMS_DEFAULTS);
  });
});

describe('section visibility', () => {
  it('shows every section by default and hides the ones an organiser hid', () => {
    expect(showsSection(pageDefaults.homepage, 'benefits')).toBe(true);
    const page = mergePageContent('homepage', { hiddenSections: ['benefits'] });
    expect(showsSection(page, 'benefits')).toBe(false);
    expect(showsSection(page, 'cta')).toBe(true);
  });

  it('refuses a section key the page does not have', () => {
    expect(
      pageSchemas.about.safeParse({ ...pageDefaults.about, hiddenSections: ['hero'] }).success,
    ).toBe(false);
  });

  it('keeps a list emptied by an organiser empty', () => {
    expect(mergePageContent('impact', { testimonials: { items: [] } }).testimonials.items).toEqual(
      [],
    );
  });
});

describe('mergeAllPages', () => {
  it('merges every page key and defaults the missing ones', () => {
    const pages = mergeAllPages({ values: { closingParagraph: 'See you in November.' } });
    expect(Object.keys(pages)).toEqual([
      'homepage',
      'about',
      'values',
      'impact',
      'pledge',
      'contact',
      'privacy',
      'terms',
    ]);
    expect(pages.homepage).toEqual(pageDefaults.homepage);
    expect(pages.values.closingParagraph).toBe('See you in November.');
    expect(mergeAllPages(null).about).toEqual(pageDefaults.about);
  });
});
