import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  captureToasts,
  json,
  mockApi,
  renderWithProviders,
  type RenderOptions,
  type Handler,
} from '../test/utils';
import { CONTACT_DEFAULTS, DEFAULT_SITE_SETTINGS } from '@campaign/shared';
import ContactPage from './ContactPage';

/** The page as the server render leaves it: its built-in content already in the cache. */
const renderPage = (options: RenderOptions = {}) =>
  renderWithProviders(<ContactPage />, { pageContent: { contact: CONTACT_DEFAULTS }, ...options });

const fields = () => ({
  name: screen.getByLabelText('Your Name') as HTMLInputElement,
  email: screen.getByLabelText('Email Address') as HTMLInputElement,
  message: screen.getByLabelText('Message') as HTMLTextAreaElement,
  submit: screen.getByRole('button', { name: /Send Message|Sending/ }),
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const f = fields();
  await user.type(f.name, 'Ada Lovelace');
  await user.type(f.email, 'Ada@Example.org');
  await user.type(f.message, 'I would like to volunteer this year.');
}

describe('ContactPage', () => {
  it('has labelled fields, a 6-row message box and the side cards', () => {
    mockApi({});
    renderPage();
    const f = fields();
    expect(f.email.type).toBe('email');
    expect(f.message.rows).toBe(6);
    expect(f.submit).toHaveTextContent('Send Message');

    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: /\+1/ }).getAttribute('href')).toMatch(/^tel:/);
    // The built-in details, exactly as before they were editable.
    expect(
      screen.getByRole('link', { name: 'hello@nitratefreenovember.org' }).getAttribute('href'),
    ).toBe('mailto:hello@nitratefreenovember.org');
    expect(screen.getByRole('link', { name: '+1 (555) 012-3456' }).getAttribute('href')).toBe(
      'tel:+15550123456',
    );
    expect(screen.getByText('Portland, OR 97205')).toBeVisible();
    expect(screen.getByText('Office')).toBeVisible();
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
      expect(screen.getByRole('link', { name: network }).getAttribute('href')).toBe('#');
    }
    const note = screen.getByRole('heading', { name: 'Response Time' }).closest('section')!;
    expect(note).toHaveTextContent('24-48 hours on business days');
  });

  it('shows the contact details and social profiles an admin set', async () => {
    mockApi({
      'GET /api/settings': {
        ...DEFAULT_SITE_SETTINGS,
        contactEmail: 'team@nitratefree.example',
        contactPhone: '+44 20 7946 0000',
        contactAddress: '1 Market Row\nLeeds LS1 1AA',
        responseTime: 'We answer within a week.',
        social: { ...DEFAULT_SITE_SETTINGS.social, instagram: 'https://www.instagram.com/nff' },
      },
    });
    renderPage();
    const email = await screen.findByRole('link', { name: 'team@nitratefree.example' });
    expect(email.getAttribute('href')).toBe('mailto:team@nitratefree.example');
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe(
      'tel:+442079460000',
    );
    const address = screen.getByText('1 Market Row').closest('address')!;
    expect(within(address).getByText('Leeds LS1 1AA')).toBeVisible();
    const note = screen.getByRole('heading', { name: 'Response Time' }).closest('section')!;
    expect(note).toHaveTextContent('We answer within a week.');
    const instagram = screen.getByRole('link', { name: 'Instagram' });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/nff');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    // Once one profile is set, only the set ones show: no placeholders beside it.
    const social = screen.getByRole('heading', { name: 'Follow Us' }).closest('section')!;
    expect(within(social).getAllByRole('link')).toEqual([instagram]);
  });

  it('leaves out the "Follow Us" card when social links are off', async () => {
    mockApi({ 'GET /api/settings': { ...DEFAULT_SITE_SETTINGS, socialLinksEnabled: false } });
    renderPage();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Follow Us' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  });

  it("shows the organiser's headings and labels and leaves out hidden cards", () => {
    mockApi({});
    renderPage({
      pageContent: {
        contact: {
          ...CONTACT_DEFAULTS,
          hero: { title: 'Write to us', subtitle: 'Any time.' },
          formTitle: 'Your message',
          cards: { ...CONTACT_DEFAULTS.cards, reachTitle: 'Reach us', emailLabel: 'E-mail' },
          hiddenSections: ['responseTime'],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Write to us');
    expect(screen.getByRole('heading', { level: 2, name: 'Your message' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Reach us' })).toBeVisible();
    expect(screen.getByText('E-mail')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Response Time' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Follow Us' })).toBeVisible();
  });

  it('shows every validation message on submit and focuses the first invalid field', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderPage();
    await user.click(fields().submit);

    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Invalid email address')).toBeVisible();
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(document.activeElement).toBe(fields().name);
    expect(fields().name.getAttribute('aria-invalid')).toBe('true');
    expect(fields().name.getAttribute('aria-describedby')).toBe('contact-name-error');
    // Only the site settings were read: nothing was posted.
    expect(api.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
      'GET /api/settings',
    ]);
  });

  it('validates nothing before the first submit, then re-validates on change', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderPage();
    await user.type(fields().name, 'A');
    await user.tab();
    expect(screen.queryByText('Name must be at least 2 characters')).toBeNull();

    await user.type(fields().email, 'ada@example.org');
    await user.click(fields().submit);
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(screen.queryByText('Invalid email address')).toBeNull();
    // Focus goes to the first invalid field (the name), even though the email came later.
    expect(document.activeElement).toBe(fields().name);

    await user.type(fields().name, 'd');
    await waitFor(() =>
      expect(screen.queryByText('Name must be at least 2 characters')).toBeNull(),
    );
    await user.type(fields().message, 'short');
    expect(await screen.findByText('Message must be at least 10 characters')).toBeVisible();
  });

  it('sends the message, shows "Sending...", toasts and resets the form', async () => {
    let release: (response: Response) => void = () => {};
    const sent: unknown[] = [];
    const handler: Handler = ({ body }) => {
      sent.push(body);
      return new Promise<Response>((resolve) => (release = resolve));
    };
    mockApi({ 'POST /api/contact': handler });
    const toasts = captureToasts();
    const user = userEvent.setup();
    renderPage();

    await fillValid(user);
    await user.click(fields().submit);
    const pending = await screen.findByRole('button', { name: 'Sending...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        message: 'I would like to volunteer this year.',
      },
    ]);

    release(json({ id: 1 }, 201));
    await waitFor(() => expect(fields().name.value).toBe(''));
    expect(fields().email.value).toBe('');
    expect(fields().message.value).toBe('');
    expect(fields().submit).toHaveTextContent('Send Message');
    expect(toasts.added()).toEqual([
      expect.objectContaining({
        title: 'Message Sent!',
        description: "We'll get back to you within 24-48 hours.",
      }),
    ]);
    toasts.stop();
  });

  it("shows the server's message in the error banner and keeps the input", async () => {
    mockApi({ 'POST /api/contact': () => json({ message: 'Too many messages, slow down' }, 429) });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(fields().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, slow down');
    expect(fields().name.value).toBe('Ada Lovelace');
  });

  it('shows the fallback text when the failure has no message', async () => {
    mockApi({ 'POST /api/contact': () => new Response('', { status: 500 }) });
    const user = userEvent.setup();
    renderPage();
    await fillValid(user);
    await user.click(fields().submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send message. Please try again.');
    expect(within(alert).queryByText(/500/)).toBeNull();
  });

  describe('as a plain HTML form (before or without JavaScript)', () => {
    const form = () => screen.getByRole('button', { name: 'Send Message' }).closest('form')!;

    it('posts to its own page with its name, fields and honeypot', () => {
      renderPage({ route: '/contact' });
      expect(form().method).toBe('post');
      expect(form().getAttribute('action')).toBe('/contact#contact-form-title');
      expect(Object.fromEntries(new FormData(form()))).toEqual({
        form: 'contact',
        name: '',
        email: '',
        message: '',
        website: '',
      });
    });

    it('confirms the message after the redirect (?sent=1), in the toast’s words', () => {
      renderPage({ route: '/contact?sent=1' });
      expect(screen.getByRole('status')).toHaveTextContent(
        "Message Sent!We'll get back to you within 24-48 hours.",
      );
    });

    it('shows a form sent back by the server with its values and messages', () => {
      renderPage({
        route: '/contact',
        submittedForm: {
          form: 'contact',
          values: { name: 'Ada', email: 'ada@example.org', message: 'short' },
          errors: { message: 'Message must be at least 10 characters' },
        },
      });
      const data = Object.fromEntries(new FormData(form()));
      expect(data).toMatchObject({ name: 'Ada', email: 'ada@example.org', message: 'short' });
      const message = screen.getByLabelText('Message');
      expect(message.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});
