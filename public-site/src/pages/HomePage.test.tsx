import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, HOMEPAGE_DEFAULTS } from '@campaign/shared';
import { STATS, listItem } from '../test/fixtures';
import { json, mockApi, never, renderWithProviders } from '../test/utils';
import HomePage from './HomePage';

const section = (name: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')!;

describe('HomePage', () => {
  it('shows "Loading..." until the page content has arrived', () => {
    mockApi({
      'GET /api/content/homepage': never,
      'GET /api/stats': never,
      'GET /api/blog?limit=3': never,
    });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('renders every section from the defaults when the server has no override', async () => {
    mockApi({
      'GET /api/content/homepage': {},
      'GET /api/stats': STATS,
      'GET /api/blog?limit=3': [],
    });
    renderWithProviders(<HomePage />);
    const d = HOMEPAGE_DEFAULTS;

    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(`${d.hero.headline} ${d.hero.headlineAccent}`);
    expect(screen.getByText(d.hero.subheadline)).toBeVisible();
    const hero = h1.closest('section')!;
    expect(within(hero).getByRole('link', { name: d.hero.ctaPrimary }).getAttribute('href')).toBe(
      '/pledge',
    );
    // Visibly "Learn More"; named in full for screen readers.
    const learnMore = within(hero).getByRole('link', {
      name: new RegExp(`^${d.hero.ctaSecondary} ?about the campaign$`),
    });
    expect(learnMore.getAttribute('href')).toBe('/about');
    expect(learnMore.querySelector('.visually-hidden')?.textContent).toBe(' about the campaign');

    const problem = section(d.nitrateProblem.title);
    expect(within(problem).getByTestId('counter-display')).toHaveTextContent('3,000,000+');
    expect(within(problem).getByText(d.nitrateProblem.statText)).toBeVisible();

    // The sections below the first screen arrive as a chunk of their own (hydrateLater).
    await screen.findByRole('heading', { name: 'How It Works' });
    const how = section('How It Works');
    const steps = within(how).getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Step 1: Take the Pledge',
      'Step 2: Learn & Discover',
      'Step 3: Share Your Journey',
    ]);

    const why = section('Why Join Us');
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Better Health', 'Join Community', 'Make Impact']);

    const research = section(d.researchHighlights.title);
    expect(within(research).getByText(d.researchHighlights.badge)).toBeVisible();
    expect(within(research).getByText('18%')).toBeVisible();
    expect(within(research).getByText('34,000+')).toBeVisible();
    expect(within(research).getByText(/IARC Monograph Vol. 114/)).toBeVisible();
    expect(
      within(research)
        .getByRole('link', { name: 'View All Research Articles' })
        .getAttribute('href'),
    ).toBe('/blog');

    const cta = section('Take the Pledge Today');
    expect(within(cta).getByRole('link', { name: 'Take the Pledge' }).getAttribute('href')).toBe(
      '/pledge',
    );
  });

  it('lays the server override over the defaults', async () => {
    mockApi({
      'GET /api/content/homepage': { hero: { headline: 'Skip the Cure', headlineAccent: '' } },
      'GET /api/stats': STATS,
      'GET /api/blog?limit=3': [],
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      `Skip the Cure ${HOMEPAGE_DEFAULTS.hero.headlineAccent}`,
    );
  });

  it('falls back silently to the defaults when the content call fails', async () => {
    mockApi({
      'GET /api/content/homepage': () => json({ message: 'boom' }, 500),
      'GET /api/stats': STATS,
      'GET /api/blog?limit=3': [],
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      HOMEPAGE_DEFAULTS.hero.headline,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows skeleton impact cards while the stats load', async () => {
    mockApi({
      'GET /api/content/homepage': {},
      'GET /api/stats': never,
      'GET /api/blog?limit=3': never,
    });
    renderWithProviders(<HomePage />);
    const impact = (await screen.findByRole('heading', { name: 'Our Impact So Far' })).closest(
      'section',
    )!;
    // The pledges and the growth wait; the reach is the organiser's own figure.
    expect(within(impact).getAllByTestId('skeleton')).toHaveLength(2);
    expect(within(impact).getByText('Pledges Taken')).toBeVisible();
    expect(within(impact).getByText('2,500,000+', { selector: '[aria-hidden]' })).toBeVisible();
  });

  it('shows the pledges and growth from the API and the reach from the settings', async () => {
    mockApi({
      'GET /api/content/homepage': {},
      'GET /api/stats': { ...STATS, socialReach: 1 },
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, socialReach: 990_000 },
      'GET /api/blog?limit=3': [],
    });
    renderWithProviders(<HomePage />);
    const impact = (await screen.findByRole('heading', { name: 'Our Impact So Far' })).closest(
      'section',
    )!;
    const cards = await within(impact).findAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('4,321Pledges Taken'),
      expect.stringContaining('87%Year-over-Year Growth'),
      expect.stringContaining('990,000+Social Media Reach'),
    ]);
  });

  it('uses the fallback figures when the stats are missing or fail', async () => {
    mockApi({
      'GET /api/content/homepage': {},
      'GET /api/stats': () => json({ message: 'down' }, 503),
      'GET /api/blog?limit=3': [],
    });
    renderWithProviders(<HomePage />);
    const impact = (await screen.findByRole('heading', { name: 'Our Impact So Far' })).closest(
      'section',
    )!;
    expect(await within(impact).findByText('12,847', { selector: '[aria-hidden]' })).toBeVisible();
    expect(within(impact).getByText('156%', { selector: '[aria-hidden]' })).toBeVisible();
    expect(within(impact).getByText('2,500,000+', { selector: '[aria-hidden]' })).toBeVisible();
  });

  it('features the first three posts: image when present, 2 tags, "MMM D" date, Read Article', async () => {
    mockApi({
      'GET /api/content/homepage': {},
      'GET /api/stats': STATS,
      'GET /api/blog?limit=3': [
        listItem(1, { imageUrl: 'https://img.example.org/1.jpg' }),
        listItem(2),
        listItem(3),
        listItem(4),
      ],
    });
    renderWithProviders(<HomePage />);
    const research = (
      await screen.findByRole('heading', { name: 'What the Research Says' })
    ).closest('section')!;
    const articles = await within(research).findAllByRole('article');
    expect(articles).toHaveLength(3);

    const first = articles[0]!;
    expect(first.querySelector('img')?.getAttribute('src')).toBe('https://img.example.org/1.jpg');
    expect(articles[1]!.querySelector('img')).toBeNull();
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['tag-a1', 'tag-b1']);
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Research article number 1',
    );
    expect(within(first).getByText(/Excerpt of article 1/)).toBeVisible();
    expect(within(first).getByText('Author 1')).toBeVisible();
    expect(within(first).getByText('Jan 1')).toBeVisible();
    expect(
      within(first)
        .getByRole('link', { name: /Read Article/ })
        .getAttribute('href'),
    ).toBe('/blog/post-1');
    expect(within(research).queryByText('Research article number 4')).toBeNull();
  });

  it('shows placeholders for the featured posts while they load', async () => {
    mockApi({
      'GET /api/content/homepage': {},
      'GET /api/stats': STATS,
      'GET /api/blog?limit=3': never,
    });
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByTestId('blog-card-skeleton')).toHaveLength(3);
  });

  it("names the impact figures in the organiser's words and leaves out hidden or empty sections", async () => {
    mockApi({
      'GET /api/content/homepage': {
        impactSoFar: { title: 'So far', pledgesLabel: 'People signed up' },
        howItWorks: { steps: [] },
        hiddenSections: ['nitrateProblem', 'benefits'],
      },
      'GET /api/stats': STATS,
      'GET /api/blog?limit=3': [],
    });
    renderWithProviders(<HomePage />);
    const impact = (await screen.findByRole('heading', { name: 'So far' })).closest('section')!;
    expect(within(impact).getByText('People signed up')).toBeVisible();
    expect(within(impact).getByText('Year-over-Year Growth')).toBeVisible();
    expect(screen.queryByRole('heading', { name: HOMEPAGE_DEFAULTS.howItWorks.title })).toBeNull();
    expect(
      screen.queryByRole('heading', { name: HOMEPAGE_DEFAULTS.nitrateProblem.title }),
    ).toBeNull();
    expect(screen.queryByRole('heading', { name: HOMEPAGE_DEFAULTS.benefits.title })).toBeNull();
    expect(section(HOMEPAGE_DEFAULTS.cta.title)).toBeDefined();
  });

  it('shows the goal under the impact figures only when the organiser asks for it', async () => {
    mockApi({
      'GET /api/content/homepage': {},
      'GET /api/stats': STATS,
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, pledgeGoal: 10_000, goalOnHome: true },
      'GET /api/blog?limit=3': [],
    });
    renderWithProviders(<HomePage />);
    const bar = await screen.findByRole('progressbar', { name: 'Pledges toward our goal' });
    expect(bar.closest('section[aria-labelledby="home-impact-title"]')).not.toBeNull();
    expect(bar.parentElement).toHaveTextContent('43% of our goal of 10,000 pledges');
  });
});
