import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveTo } from './lib/navigation';
import {
  fail,
  recordToasts,
  renderConsole,
  stubApi,
  stubSignedIn,
  setupUser,
} from './test/harness';

const user = setupUser();

vi.mock('./lib/navigation', () => ({ leaveTo: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(leaveTo).mockReset();
});

/** Lets fetch, TanStack Query and React settle while setTimeout is faked. */
async function settle(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
  expect(done()).toBe(true);
}

describe('signed out', () => {
  it('raises the destructive toast, then goes to /api/login after 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = stubApi({ 'GET /api/auth/user': fail(401, 'Not signed in') });
    const toasts = recordToasts();
    renderConsole();

    screen.getByRole('heading', { level: 1, name: 'Content Management' });
    await settle(() => toasts.length > 0);

    expect(toasts).toEqual([
      expect.objectContaining({
        type: 'add',
        title: 'Authentication Required',
        description: 'Redirecting to login...',
        variant: 'destructive',
      }),
    ]);
    expect(screen.getByRole('status').textContent).toContain('Redirecting to login');
    expect(screen.queryByRole('tab')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(leaveTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(leaveTo).toHaveBeenCalledExactlyOnceWith('/api/login?returnTo=/admin');

    // The check is asked once: no retry.
    expect(api.to('GET', '/api/auth/user')).toHaveLength(1);
    expect(toasts).toHaveLength(1);
  });

  it('comes back to the page asked for after signing in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubApi({ 'GET /api/auth/user': fail(401, 'Not signed in') });
    const toasts = recordToasts();
    renderConsole({ path: '/admin/messages?status=all' });
    screen.getByRole('heading', { level: 1, name: 'Messages' });
    await settle(() => toasts.length > 0);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(leaveTo).toHaveBeenCalledExactlyOnceWith(
      '/api/login?returnTo=/admin/messages%3Fstatus%3Dall',
    );
  });

  it('raises the toast and navigates once under StrictMode', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubApi({ 'GET /api/auth/user': fail(401, 'Not signed in') });
    const toasts = recordToasts();
    renderConsole({ strict: true });
    await settle(() => toasts.length > 0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(toasts).toHaveLength(1);
    expect(leaveTo).toHaveBeenCalledOnce();
  });

  it('shows a loading state while the check is under way', async () => {
    stubApi({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) });
    renderConsole();
    expect((await screen.findByRole('status')).textContent).toContain('Checking your sign-in');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('does not retry a failed check and offers to try again', async () => {
    const api = stubApi({ 'GET /api/auth/user': fail(500, 'Internal server error') });
    const toasts = recordToasts();
    renderConsole();

    await screen.findByText('We could not check your sign-in');
    expect(api.to('GET', '/api/auth/user')).toHaveLength(1);
    expect(toasts).toEqual([]);
    expect(leaveTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.to('GET', '/api/auth/user')).toHaveLength(2);
  });
});

describe('signed in', () => {
  it('shows the Content area with its three tabs, Blog Posts first', async () => {
    stubSignedIn();
    renderConsole();

    await screen.findByRole('navigation', { name: 'Console' });
    screen.getByRole('heading', { level: 1, name: 'Content Management' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Blog Posts', 'Tips', 'Page Content']);
    expect(screen.getByRole('tab', { name: 'Blog Posts' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // The shell's header shows who is signed in; the console does not repeat it.
    expect(screen.queryByText('ada@example.org')).toBeNull();
  });

  it('reads the user once, however many parts of the page need it', async () => {
    const api = stubSignedIn();
    renderConsole();
    await screen.findByText('Select a blog post to edit');
    expect(api.to('GET', '/api/auth/user')).toHaveLength(1);
  });

  it('switches tabs and shows each empty prompt', async () => {
    stubSignedIn();
    renderConsole();
    await screen.findByText('Select a blog post to edit');

    await user.click(screen.getByRole('tab', { name: 'Tips' }));
    await screen.findByText('Select a tip to edit');

    await user.click(screen.getByRole('tab', { name: 'Page Content' }));
    await screen.findByText('Select a page to edit its content');
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(
      pages.getAllByRole('button').map((button) => button.querySelector('span')?.textContent),
    ).toEqual([
      'Homepage',
      // The built-in team, timeline and testimonials are samples to replace.
      'About page Sample',
      'Values page',
      'Impact page Sample',
      'Pledge page',
      'Contact page',
      'Privacy Policy',
      'Terms of Service',
    ]);
  });
});
