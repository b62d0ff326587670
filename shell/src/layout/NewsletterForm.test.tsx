import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@campaign/shared/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmittedForm } from '@campaign/shared';
import { queryClientDefaults } from '@campaign/shared/client';
import { SubmittedFormContext } from '@campaign/shared/react';
import { MemoryRouter } from '@campaign/shared/router/testing';
import { Toaster } from '../toasts/Toaster';
import { NewsletterForm } from './NewsletterForm';

const fetchMock = vi.fn<typeof fetch>();
let queryClient: QueryClient;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

function renderForm({
  route = '/',
  submittedForm = null,
}: { route?: string; submittedForm?: SubmittedForm | null } = {}) {
  return render(
    <QueryClientProvider client={queryClient}>
      <SubmittedFormContext value={submittedForm}>
        <MemoryRouter initialEntries={[route]}>
          <NewsletterForm />
          <Toaster />
        </MemoryRouter>
      </SubmittedFormContext>
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const email = () => screen.getByLabelText('Email address') as HTMLInputElement;
const toasts = () => screen.getByRole('status');

describe('NewsletterForm', () => {
  it('has an email input of type email with a label', () => {
    renderForm();
    expect(email().type).toBe('email');
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).type).toBe(
      'submit',
    );
  });

  it('shows "Invalid email address" beneath the input on submit, focuses it, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(email(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const message = await screen.findByText('Invalid email address');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBe(message.id);
    // Beneath the input: the message follows the input's row in document order.
    expect(
      email().compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(document.activeElement).toBe(email());
    expect(fetchMock).not.toHaveBeenCalled();

    // Re-validates on change: fixing the address clears the message.
    await user.clear(email());
    await user.type(email(), 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('Invalid email address')).toBeNull());
  });

  it('flags an empty address too', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid email address')).toBeVisible();
  });

  it('shows a spinner and disables the button while submitting, then succeeds', async () => {
    const user = userEvent.setup();
    let answer!: (res: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    // The console's subscriber list, cached in this tab by an organiser who opened it.
    queryClient.setQueryData(['/api/admin/subscribers'], { rows: [] });
    renderForm();

    await user.type(email(), '  Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const busy = await screen.findByRole('button', { name: /Subscribing/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(within(busy).getByTestId('newsletter-spinner')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com' }),
      credentials: 'include',
    });

    answer(json({ id: 1, email: 'ada@example.com' }, 201));

    expect(await within(toasts()).findByText('Success!')).toBeVisible();
    // The address is pending until confirmed from the email: the toast says where to look.
    expect(
      within(toasts()).getByText(
        "You've been subscribed to our newsletter. Check your inbox to confirm.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'Success!' }).dataset.variant).toBe('default');
    expect(email().value).toBe('');
    const button = (await screen.findByRole('button', { name: 'Subscribe' })) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(queryClient.getQueryState(['/api/admin/subscribers'])?.isInvalidated).toBe(true);
  });

  it('shows a destructive "Error" toast with the server\'s message and keeps the address', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json({ message: 'Too many requests, try again in a minute.' }, 429),
    );
    renderForm();
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    const toast = await screen.findByRole('group', { name: 'Error' });
    expect(toast.dataset.variant).toBe('destructive');
    expect(within(toast).getByText('Too many requests, try again in a minute.')).toBeVisible();
    expect(email().value).toBe('ada@example.com');
  });

  it('falls back to "Failed to subscribe. Please try again." without a server message', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    renderForm();
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const toast = await screen.findByRole('group', { name: 'Error' });
    expect(within(toast).getByText('Failed to subscribe. Please try again.')).toBeVisible();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(
      within(await screen.findByRole('group', { name: 'Error' })).getByText(
        'Failed to subscribe. Please try again.',
      ),
    ).toBeVisible();
  });

  describe('as a plain HTML form (before or without JavaScript)', () => {
    const form = () => screen.getByRole('form', { name: 'Newsletter' }) as HTMLFormElement;

    it('posts to the visitor page it is on, or to the home page from anywhere else', () => {
      for (const [route, action] of [
        ['/', '/#newsletter'],
        ['/blog/some-article', '/blog/some-article#newsletter'],
        ['/tips?tab=Labels', '/tips#newsletter'],
        ['/no-such-page', '/#newsletter'],
        ['/admin', '/#newsletter'],
      ] as const) {
        const { unmount } = renderForm({ route });
        expect(form().method).toBe('post');
        expect(form().getAttribute('action'), route).toBe(action);
        expect(Object.fromEntries(new FormData(form()))).toEqual({
          form: 'newsletter',
          email: '',
          website: '',
          // Where the visit came from (none here), carried for the plain post.
          utm_source: '',
          utm_medium: '',
          utm_campaign: '',
          referrer: '',
          ref: '',
        });
        unmount();
      }
    });

    it('says the address is subscribed after the redirect (?subscribed=1)', () => {
      renderForm({ route: '/about?subscribed=1' });
      expect(within(form()).getByRole('status').textContent).toBe(
        "You've been subscribed to our newsletter. Check your inbox to confirm.",
      );
    });

    it('shows an address sent back by the server with its message, or the form’s message', () => {
      const { unmount } = renderForm({
        submittedForm: {
          form: 'newsletter',
          values: { email: 'not-an-email' },
          errors: { email: 'Invalid email address' },
        },
      });
      expect(email().value).toBe('not-an-email');
      expect(email().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('alert').textContent).toBe('Invalid email address');
      unmount();

      renderForm({
        submittedForm: {
          form: 'newsletter',
          values: { email: 'a@example.org' },
          errors: {},
          message: 'Service temporarily unavailable',
        },
      });
      expect(screen.getByRole('alert').textContent).toBe('Service temporarily unavailable');
    });
  });
});
