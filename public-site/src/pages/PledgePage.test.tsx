import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS, PLEDGE_DEFAULTS } from '@campaign/shared';
import { STATS } from '../test/fixtures';
import {
  json,
  mockApi,
  never,
  renderWithProviders,
  type RenderOptions,
  type Handler,
} from '../test/utils';
import PledgePage from './PledgePage';

/** The page as the server render leaves it: its built-in content already in the cache. */
const renderPage = (options: RenderOptions = {}) =>
  renderWithProviders(<PledgePage />, { pageContent: { pledge: PLEDGE_DEFAULTS }, ...options });

const fields = () => ({
  name: screen.getByLabelText('Full Name') as HTMLInputElement,
  email: screen.getByLabelText('Email Address') as HTMLInputElement,
  submit: screen.getByRole('button', { name: /Take the Pledge|Submitting/ }),
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(fields().name, 'Grace Hopper');
  await user.type(fields().email, 'grace@example.org');
}

describe('PledgePage', () => {
  it('shows the hero, the three benefits, the pledge text and the labelled form', async () => {
    mockApi({ 'GET /api/stats': STATS });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Take the Pledge');
    for (const benefit of ['Healthier Living', 'Join Community', 'Create Change']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeVisible();
    }
    expect(screen.getByText(/I pledge to avoid processed foods/)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Join the Movement' })).toBeVisible();
    expect(fields().email.type).toBe('email');
    expect(fields().email.getAttribute('aria-describedby')).toBe('pledge-email-hint');
    expect(screen.getByText(/No spam/)).toBeVisible();
    expect(screen.getByText(/agree to receive emails.*unsubscribe at any time/)).toBeVisible();
    expect(await screen.findByText(/others who've already pledged/)).toHaveTextContent(
      "Join 4,321+ others who've already pledged",
    );
  });

  it('marks both fields required, and shows no goal bar while the organiser set none', async () => {
    mockApi({ 'GET /api/stats': STATS });
    renderPage();
    expect(fields().name.required).toBe(true);
    expect(fields().email.required).toBe(true);
    // The asterisk is for the eye only: the field's name stays its label's words.
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBe(fields().name);
    await screen.findByText(/others who've already pledged/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/of our goal/)).toBeNull();
  });

  it('measures the pledges against the goal an admin set, with its milestones', async () => {
    mockApi({
      'GET /api/stats': STATS,
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, pledgeGoal: 25_000 },
    });
    renderPage();
    const progress = await screen.findByRole('progressbar', { name: 'Pledges toward our goal' });
    expect(progress.getAttribute('aria-valuenow')).toBe('4321');
    expect(progress.getAttribute('aria-valuemax')).toBe('25000');
    expect(progress.getAttribute('aria-valuetext')).toBe('4,321 of 25,000 pledges');
    expect(progress.parentElement).toHaveTextContent('17% of our goal of 25,000 pledges');
    // A quarter is not reached yet: no milestone is passed.
    const marks = progress.querySelectorAll('[data-testid="goal-milestone"]');
    expect(marks).toHaveLength(3);
    expect([...marks].filter((mark) => mark.className.includes('passed'))).toHaveLength(0);
  });

  it('says the goal is reached once the total meets it', async () => {
    mockApi({
      'GET /api/stats': STATS,
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, pledgeGoal: 4000 },
    });
    renderPage();
    expect(await screen.findByText(/reached\. Thank you!/)).toHaveTextContent(
      'Goal of 4,000 pledges reached. Thank you!',
    );
    const progress = screen.getByRole('progressbar', { name: 'Pledges toward our goal' });
    expect(progress.getAttribute('aria-valuemax')).toBe('4000');
    expect(progress.getAttribute('aria-valuenow')).toBe('4000');
    const marks = progress.querySelectorAll('[data-testid="goal-milestone"]');
    expect([...marks].filter((mark) => mark.className.includes('passed'))).toHaveLength(3);
  });

  it('below the display threshold invites the first pledges instead of counting them', async () => {
    mockApi({
      'GET /api/stats': { ...STATS, totalPledges: 3 },
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, displayThreshold: 50, pledgeGoal: 1000 },
    });
    renderPage();
    expect(
      await screen.findByText('Be one of the first to take the pledge this November.'),
    ).toBeVisible();
    expect(screen.queryByText(/others who've already pledged/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the organiser's texts, benefits with their icons, and leaves out hidden sections", async () => {
    mockApi({ 'GET /api/stats': STATS });
    renderPage({
      pageContent: {
        pledge: {
          ...PLEDGE_DEFAULTS,
          hero: { title: 'Sign up', subtitle: 'For a month.' },
          benefits: [{ icon: 'Leaf', title: 'Greener plates', text: 'More vegetables.' }],
          count: { ...PLEDGE_DEFAULTS.count, joinOthers: '{count} people are in' },
          hiddenSections: ['pledgeText'],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign up');
    const benefit = screen.getByRole('heading', { level: 2, name: 'Greener plates' });
    expect(benefit.closest('li')!.querySelector('svg')!.getAttribute('class')).toContain(
      'lucide-leaf',
    );
    expect(screen.queryByRole('heading', { name: 'Healthier Living' })).toBeNull();
    expect(screen.queryByText(/I pledge to avoid processed foods/)).toBeNull();
    expect(await screen.findByText(/people are in/)).toHaveTextContent('4,321+ people are in');
  });

  it('leaves out the benefits when the organiser removed every one', () => {
    mockApi({ 'GET /api/stats': STATS });
    renderPage({ pageContent: { pledge: { ...PLEDGE_DEFAULTS, benefits: [] } } });
    expect(screen.queryByRole('heading', { name: 'Healthier Living' })).toBeNull();
    expect(screen.getByText(/I pledge to avoid processed foods/)).toBeVisible();
  });

  it('comes before the benefits and the pledge text, so a phone shows it first', () => {
    mockApi({ 'GET /api/stats': STATS });
    renderPage();
    const form = screen.getByRole('form', { name: 'Join the Movement' });
    const benefit = screen.getByRole('heading', { name: 'Healthier Living' });
    const pledgeText = screen.getByText(/I pledge to avoid processed foods/);
    for (const later of [benefit, pledgeText]) {
      expect(form.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('shows a skeleton for the pledge count while the stats load', () => {
    mockApi({ 'GET /api/stats': never });
    renderPage();
    const form = screen.getByRole('form', { name: 'Join the Movement' });
    expect(form.parentElement!.querySelector('[data-testid="skeleton"]')).not.toBeNull();
    expect(screen.queryByText(/others who've already pledged/)).toBeNull();
  });

  it('hides the pledge count when the stats fail', async () => {
    mockApi({ 'GET /api/stats': () => json({ message: 'down' }, 503) });
    renderPage();
    await waitFor(() => expect(screen.queryByTestId('skeleton')).toBeNull());
    expect(screen.queryByText(/others who've already pledged/)).toBeNull();
  });

  it('shows the validation messages on submit, focuses the first invalid field and re-validates on change', async () => {
    const api = mockApi({ 'GET /api/stats': STATS });
    const user = userEvent.setup();
    renderPage();
    await user.click(fields().submit);
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(document.activeElement).toBe(fields().name);

    await user.type(fields().name, 'Grace');
    await waitFor(() =>
      expect(screen.queryByText('Name must be at least 2 characters')).toBeNull(),
    );
    await user.click(fields().submit);
    expect(document.activeElement).toBe(fields().email);
    await user.type(fields().email, 'not-an-email');
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('refuses pasted control and bidi characters by name, and sends the name NFC-normalised', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/stats': STATS,
      'POST /api/pledges': (({ body }) => {
        bodies.push(body);
        return json({ id: 1 }, 201);
      }) satisfies Handler,
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(fields().name);
    await user.paste('Grace\u202e Hopper');
    await user.type(fields().email, 'grace@example.org');
    await user.click(fields().submit);
    expect(await screen.findByText('Name contains characters that are not allowed')).toBeVisible();
    expect(document.activeElement).toBe(fields().name);
    expect(bodies).toEqual([]);

    await user.clear(fields().name);
    await user.paste('Jose\u0301 Garci\u0301a');
    await user.click(fields().submit);
    await screen.findByRole('heading', { name: 'Welcome to the Movement!' });
    expect(bodies).toEqual([{ name: 'José García', email: 'grace@example.org' }]);
  });

  it('sends where the visit came from with the pledge', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/stats': STATS,
      'POST /api/pledges': (({ body }) => {
        bodies.push(body);
        return json({ id: 1 }, 201);
      }) satisfies Handler,
    });
    const user = userEvent.setup();
    renderPage({ attribution: { utm_source: 'radio', utm_campaign: 'nov', ref: 'abcdef' } });
    await fillValid(user);
    await user.click(fields().submit);
    await screen.findByRole('heading', { name: 'Welcome to the Movement!' });
    expect(bodies).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace@example.org',
        utm_source: 'radio',
        utm_campaign: 'nov',
        ref: 'abcdef',
      },
    ]);
  });

  it('submits, shows "Submitting...", then welcomes with the refreshed total and what comes next', async () => {
    let release: (response: Response) => void = () => {};
    const bodies: unknown[] = [];
    let statsCalls = 0;
    const pledge: Handler = ({ body }) => {
      bodies.push(body);
      return new Promise<Response>((resolve) => (release = resolve));
    };
    const api = mockApi({
      'GET /api/stats': () => json({ ...STATS, totalPledges: STATS.totalPledges + statsCalls++ }),
      'POST /api/pledges': pledge,
    });
    const user = userEvent.setup();
    const { client } = renderPage();
    client.setQueryData(['/api/admin/pledges'], []);
    client.setQueryData(['/api/admin/dashboard'], {});
    expect(await screen.findByText(/others who've already pledged/)).toHaveTextContent(
      'Join 4,321+',
    );

    await fillValid(user);
    await user.click(fields().submit);
    expect(
      ((await screen.findByRole('button', { name: 'Submitting...' })) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(bodies).toEqual([{ name: 'Grace Hopper', email: 'grace@example.org' }]);

    release(json({ message: 'Thank you for pledging!', shareCode: 'GraceCode_12' }, 201));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Welcome to the Movement!',
    });
    expect(document.activeElement).toBe(heading);
    // The cached stats were invalidated: the stats were fetched again.
    await waitFor(() => expect(screen.getByText('4,322+')).toBeVisible());
    expect(api.mock.calls.filter(([url]) => url === '/api/stats')).toHaveLength(2);
    // And the console's pledge list and dashboard, which share this cache.
    expect(client.getQueryState(['/api/admin/pledges'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/admin/dashboard'])?.isInvalidated).toBe(true);

    const next = screen.getByRole('heading', { name: "What's Next?" }).parentElement!;
    const items = within(next)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/Check your email/);
    expect(items[1]).toMatch(/Follow us on social media/);
    expect(items[2]).toMatch(/Share your journey/);
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'View Our Impact' }).getAttribute('href')).toBe(
      '/impact',
    );
    expect(screen.queryByRole('form')).toBeNull();
    // The pledger's personal link, from the answer's share code.
    expect((screen.getByLabelText(/Your personal link/) as HTMLInputElement).value).toBe(
      'https://nitratefree.example/pledge?ref=GraceCode_12',
    );
  });

  it('sends the share code of the link the visitor arrived through (?ref=)', async () => {
    const bodies: unknown[] = [];
    const answer = () =>
      json({ message: 'Thank you for pledging!', shareCode: 'NewCode_1234' }, 201);
    mockApi({
      'GET /api/stats': STATS,
      'POST /api/pledges': (({ body }) => {
        bodies.push(body);
        return answer();
      }) satisfies Handler,
    });
    const user = userEvent.setup();
    // Read from the landing address when the page first loaded (the shell's attribution).
    renderPage({ route: '/pledge?ref=Friend_Code1', attribution: { ref: 'Friend_Code1' } });
    await fillValid(user);
    await user.click(fields().submit);
    await screen.findByRole('heading', { name: 'Welcome to the Movement!' });
    expect(bodies).toEqual([
      { name: 'Grace Hopper', email: 'grace@example.org', ref: 'Friend_Code1' },
    ]);
  });

  describe('"Share your journey"', () => {
    const LINK = 'https://nitratefree.example/pledge?ref=AdaCode_1234';

    it("shows the pledger's link after a plain post and shares it on each network with plain links", () => {
      mockApi({ 'GET /api/stats': STATS });
      renderPage({ route: '/pledge?pledged=1&share=AdaCode_1234' });
      const field = screen.getByLabelText(/Your personal link/) as HTMLInputElement;
      expect(field.value).toBe(LINK);
      expect(field.readOnly).toBe(true);
      const links = within(screen.getByRole('group', { name: 'Share your pledge' })).getAllByRole(
        'link',
      );
      expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
        'Share on WhatsApp',
        'Share by email',
        'Share on X',
        'Share on Bluesky',
        'Share on Facebook',
        'Share on LinkedIn',
      ]);
      for (const link of links) {
        expect(link.getAttribute('href')).toContain(encodeURIComponent(LINK));
      }
      const text = encodeURIComponent("I've taken the Nitrate-Free November pledge");
      expect(links[0]!.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(links[0]!.getAttribute('href')).toContain(text);
      expect(links[1]!.getAttribute('href')).toMatch(/^mailto:\?subject=/);
      expect(links[1]!.getAttribute('target')).toBeNull();
      expect(links[2]!.getAttribute('href')).toContain(text);
      expect(links[3]!.getAttribute('href')).toMatch(/^https:\/\/bsky\.app\/intent\/compose/);
      expect(links[4]!.getAttribute('target')).toBe('_blank');
    });

    it("shares the organiser's own text when they set one", async () => {
      mockApi({
        'GET /api/stats': STATS,
        'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, shareText: 'Join our bacon-free month!' },
      });
      renderPage({ route: '/pledge?pledged=1&share=AdaCode_1234' });
      const x = screen.getByRole('link', { name: 'Share on X' });
      await waitFor(() =>
        expect(x.getAttribute('href')).toContain(encodeURIComponent('Join our bacon-free month!')),
      );
      expect(x.getAttribute('href')).not.toContain(encodeURIComponent("I've taken"));
    });

    it('shares the pledge page itself when the address has no valid code', () => {
      mockApi({ 'GET /api/stats': STATS });
      renderPage({ route: '/pledge?pledged=1&share=%3Cb%3E' });
      expect(screen.queryByLabelText(/Your personal link/)).toBeNull();
      expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toBe(
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://nitratefree.example/pledge')}`,
      );
    });

    it("offers the device's share sheet where there is one, beside the links", async () => {
      const share = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      try {
        mockApi({ 'GET /api/stats': STATS });
        const user = userEvent.setup();
        renderPage({ route: '/pledge?pledged=1&share=AdaCode_1234' });
        await user.click(screen.getByRole('button', { name: 'Share…' }));
        expect(share).toHaveBeenCalledWith({
          title: 'Nitrate-Free November',
          text: expect.stringContaining('no added nitrates or nitrites') as string,
          url: LINK,
        });
        expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
      } finally {
        delete (navigator as { share?: unknown }).share;
      }
    });

    it('copies the link with the clipboard where there is one', async () => {
      mockApi({ 'GET /api/stats': STATS });
      const user = userEvent.setup();
      renderPage({ route: '/pledge?pledged=1&share=AdaCode_1234' });
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(await navigator.clipboard.readText()).toBe(LINK);
      expect(await screen.findByRole('button', { name: 'Copied!' })).toBeVisible();
    });
  });

  it('names the product\'s fallback "10,000+" only when the statistics call failed', async () => {
    mockApi({
      'GET /api/stats': () => json({ message: 'down' }, 503),
      'POST /api/pledges': () => json({ id: 1 }, 201),
    });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(fields().submit);
    await screen.findByRole('heading', { name: 'Welcome to the Movement!' });
    expect(screen.getByText(/Thank you for taking the pledge!/)).toHaveTextContent(
      "You're now one of 10,000+ people committed to a nitrate-free November.",
    );
    expect(document.body.textContent).not.toMatch(/12,84/);
  });

  it('thanks without a number below the display threshold', async () => {
    mockApi({
      'GET /api/stats': { ...STATS, totalPledges: 2 },
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, displayThreshold: 10 },
    });
    renderPage({ route: '/pledge?pledged=1' });
    expect(await screen.findByText(PLEDGE_DEFAULTS.success.thanksWithoutCount)).toBeVisible();
    expect(screen.queryByText('2+')).toBeNull();
  });

  it('leaves out "Follow us" when social links are off', async () => {
    mockApi({
      'GET /api/stats': STATS,
      'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, socialLinksEnabled: false },
    });
    renderPage({ route: '/pledge?pledged=1' });
    await waitFor(() => expect(screen.queryByText(/Follow us on social media/)).toBeNull());
    expect(screen.getByText(/Check your email/)).toBeVisible();
  });

  it("shows the server's message in the error banner, or the fallback text", async () => {
    let answer = json({ message: 'You have already pledged' }, 409);
    mockApi({ 'GET /api/stats': STATS, 'POST /api/pledges': () => answer });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(fields().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already pledged');
    expect(screen.getByRole('form')).toBeVisible();

    answer = new Response('Bad Gateway', { status: 502 });
    await user.click(fields().submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to submit pledge. Please try again.',
      ),
    );
  });

  describe('as a plain HTML form (before or without JavaScript)', () => {
    it('posts to its own page with its name, fields and honeypot', () => {
      mockApi({ 'GET /api/stats': STATS });
      renderPage({ route: '/pledge' });
      const form = screen.getByRole('form', { name: 'Join the Movement' }) as HTMLFormElement;
      expect(form.method).toBe('post');
      expect(form.getAttribute('action')).toBe('/pledge#pledge-form-title');
      expect(Object.fromEntries(new FormData(form))).toEqual({
        form: 'pledge',
        name: '',
        email: '',
        website: '',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        referrer: '',
        ref: '',
      });
    });

    it('carries where the visit came from in hidden fields, for a plain post', () => {
      mockApi({ 'GET /api/stats': STATS });
      renderPage({
        route: '/pledge?utm_source=radio',
        attribution: { utm_source: 'radio', utm_campaign: 'nov', referrer: 'news.example.org' },
      });
      const form = screen.getByRole('form', { name: 'Join the Movement' }) as HTMLFormElement;
      expect(Object.fromEntries(new FormData(form))).toMatchObject({
        utm_source: 'radio',
        utm_medium: '',
        utm_campaign: 'nov',
        referrer: 'news.example.org',
        ref: '',
      });
    });

    it('shows the welcome after the redirect (?pledged=1)', async () => {
      mockApi({ 'GET /api/stats': STATS });
      renderPage({ route: '/pledge?pledged=1' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome to the Movement!' }),
      ).toBeVisible();
      expect(screen.queryByRole('form')).toBeNull();
    });

    it('shows a form sent back by the server with its values and messages until the next submit', async () => {
      const api = mockApi({ 'GET /api/stats': STATS, 'POST /api/pledges': () => json({}, 201) });
      const user = userEvent.setup();
      renderPage({
        route: '/pledge',
        submittedForm: {
          form: 'pledge',
          values: { name: 'G', email: 'grace@example.org' },
          errors: { name: 'Name must be at least 2 characters' },
          message: 'Too many requests. Please try again in 5 seconds.',
        },
      });
      expect(fields().name.value).toBe('G');
      expect(fields().email.value).toBe('grace@example.org');
      expect(fields().name.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Name must be at least 2 characters')).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent('Too many requests');

      await user.type(fields().name, 'race Hopper');
      await user.click(fields().submit);
      await screen.findByRole('heading', { name: 'Welcome to the Movement!' });
      const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        name: 'Grace Hopper',
        email: 'grace@example.org',
      });
    });

    it('ignores a form sent back to another form', () => {
      mockApi({ 'GET /api/stats': STATS });
      renderPage({
        submittedForm: { form: 'newsletter', values: { email: 'x' }, errors: { email: 'Bad' } },
      });
      expect(fields().email.value).toBe('');
      expect(screen.queryByText('Bad')).toBeNull();
    });
  });
});
