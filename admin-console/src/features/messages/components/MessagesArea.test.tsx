import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  currentLocation,
  fail,
  json,
  recordToasts,
  renderConsole,
  setupUser,
  stubSignedIn,
} from '../../../test/harness';

const user = setupUser();

const message = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
  message: `Hello from ${name}.\nA second line.`,
  createdAt: `2026-11-${String(id).padStart(2, '0')}T10:00:00.000Z`,
  readAt: null,
  handledAt: null,
  ...extra,
});

const UNREAD = message(21, 'Ada Lovelace');
const READ = message(20, 'Grace Hopper', { readAt: '2026-11-20T11:00:00.000Z' });
const HANDLED = message(19, 'Alan Turing', {
  readAt: '2026-11-19T11:00:00.000Z',
  handledAt: '2026-11-19T12:00:00.000Z',
});

const pageOf = (items: unknown[], total = items.length, page = 1) => ({
  items,
  total,
  page,
  pageSize: 20,
});

const LIST = 'GET /api/admin/messages?status=unhandled&page=1&pageSize=20';

function stubMessages(routes: Record<string, unknown> = {}) {
  return stubSignedIn({
    [LIST]: pageOf([UNREAD, READ]),
    'GET /api/admin/messages?page=1&pageSize=20': pageOf([UNREAD, READ, HANDLED]),
    'GET /api/admin/messages?status=handled&page=1&pageSize=20': pageOf([HANDLED]),
    'PATCH /api/admin/messages/21': () => new Response(null, { status: 204 }),
    'PATCH /api/admin/messages/20': () => new Response(null, { status: 204 }),
    'DELETE /api/admin/messages/20': () => new Response(null, { status: 204 }),
    ...routes,
  });
}

const list = () => within(screen.getByRole('list', { name: 'Messages' }));

/** The phone layout shows a message in a drawer; wide screens beside the list. */
function wideScreen() {
  const spy = vi.spyOn(window, 'matchMedia');
  onTestFinished(() => spy.mockRestore());
  spy.mockImplementation(
    (query: string) =>
      ({
        matches: /min-width/.test(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('Messages', () => {
  it('lists unhandled messages newest first, unread ones marked, with the total', async () => {
    const api = stubMessages();
    renderConsole({ path: '/admin/messages' });
    await screen.findByRole('heading', { level: 1, name: 'Messages' });
    const items = await waitFor(() => list().getAllByRole('button'));
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ada Lovelace.*Hello from Ada Lovelace\. A second line\.Unread$/),
      expect.stringMatching(/^Grace Hopper.*Hello from Grace Hopper\. A second line\.$/),
    ]);
    expect(items[0]!.dataset.unread).toBe('true');
    expect(items[1]!.dataset.unread).toBe('false');
    screen.getByText('2 messages');
    expect(api.to('GET', '/api/admin/messages?status=unhandled&page=1&pageSize=20')).toHaveLength(
      1,
    );
    expect(screen.getByRole('radio', { name: 'Unhandled' })).toHaveProperty('checked', true);
  });

  it('filters by status in the address: Handled, All, back to Unhandled', async () => {
    const api = stubMessages();
    renderConsole({ path: '/admin/messages' });
    await waitFor(() => list().getAllByRole('button'));

    await user.click(screen.getByText('Handled'));
    await waitFor(() => expect(currentLocation()).toBe('/admin/messages?status=handled'));
    await waitFor(() => expect(list().getAllByRole('button')).toHaveLength(1));
    list().getByText('Handled');

    await user.click(screen.getByText('All'));
    await waitFor(() => expect(list().getAllByRole('button')).toHaveLength(3));
    expect(currentLocation()).toBe('/admin/messages?status=all');
    // "All" asks without a status.
    expect(api.to('GET', '/api/admin/messages?page=1&pageSize=20')).toHaveLength(1);

    await user.click(screen.getByText('Unhandled'));
    await waitFor(() => expect(currentLocation()).toBe('/admin/messages'));
  });

  it('pages through a long list, the page in the address', async () => {
    const api = stubMessages({
      [LIST]: pageOf([UNREAD, READ], 45),
      'GET /api/admin/messages?status=unhandled&page=2&pageSize=20': pageOf([HANDLED], 45, 2),
    });
    renderConsole({ path: '/admin/messages' });
    await waitFor(() => list().getAllByRole('button'));
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/messages?page=2'));
    await waitFor(() => list().getByText('Alan Turing'));
    expect(api.to('GET', '/api/admin/messages?status=unhandled&page=2&pageSize=20')).toHaveLength(
      1,
    );
  });

  it('opens a message in full, marks it read once, and offers a reply by email', async () => {
    const api = stubMessages();
    renderConsole({ path: '/admin/messages' });
    await user.click(await screen.findByRole('button', { name: /^Ada Lovelace/ }));

    const drawer = within(await screen.findByRole('dialog', { name: 'Message' }));
    const article = within(drawer.getByRole('article', { name: 'Ada Lovelace' }));
    expect(article.getByText(/Hello from Ada Lovelace\./).textContent).toBe(
      'Hello from Ada Lovelace.\nA second line.',
    );
    article.getByRole('link', { name: 'ada@example.org' });
    expect(currentLocation()).toBe('/admin/messages?open=21');
    await waitFor(() =>
      expect(api.to('PATCH', '/api/admin/messages/21').map((call) => call.body)).toEqual([
        { read: true },
      ]),
    );

    const reply = article.getByRole('link', { name: 'Reply by email' });
    const href = reply.getAttribute('href')!;
    expect(href.startsWith('mailto:ada@example.org?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Re: Your message to Nitrate-Free November');
    expect(params.get('body')).toMatch(
      /\r\n\r\nOn .*, Ada Lovelace wrote:\r\n> Hello from Ada Lovelace\.\r\n> A second line\.\r\n$/,
    );
  });

  it('does not mark a message read twice', async () => {
    const api = stubMessages();
    renderConsole({ path: '/admin/messages?open=20' });
    await screen.findByRole('article', { name: 'Grace Hopper' });
    // Opening an unread one next marks it: any marking of the first would have been sent before.
    await user.click(await screen.findByRole('button', { name: /^Ada Lovelace/ }));
    await waitFor(() => expect(api.to('PATCH', '/api/admin/messages/21')).toHaveLength(1));
    expect(api.to('PATCH', '/api/admin/messages/20')).toHaveLength(0);
  });

  it('marks a message handled, says so, refreshes the badge and closes it (it leaves the list)', async () => {
    const api = stubMessages();
    const toasts = recordToasts();
    renderConsole({ path: '/admin/messages?open=20' });
    const article = within(await screen.findByRole('article', { name: 'Grace Hopper' }));
    await waitFor(() => expect(api.to('GET', '/api/admin/dashboard')).toHaveLength(1));

    await user.click(article.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/messages'));
    expect(api.to('PATCH', '/api/admin/messages/20').map((call) => call.body)).toEqual([
      { handled: true },
    ]);
    expect(toasts.at(-1)).toMatchObject({
      title: 'Success',
      description: 'Message marked as handled',
    });
    await waitFor(() => expect(api.to('GET', '/api/admin/dashboard')).toHaveLength(2));
    expect(api.to('GET', LIST.slice(4)).length).toBeGreaterThanOrEqual(2);
  });

  it('marks a handled message unhandled from the All list and keeps it open', async () => {
    stubMessages({
      'PATCH /api/admin/messages/19': () => new Response(null, { status: 204 }),
    });
    const toasts = recordToasts();
    renderConsole({ path: '/admin/messages?status=all&open=19' });
    const article = within(await screen.findByRole('article', { name: 'Alan Turing' }));
    await user.click(article.getByRole('button', { name: 'Mark unhandled' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({ description: 'Message marked as unhandled' }),
    );
    expect(currentLocation()).toBe('/admin/messages?status=all&open=19');
  });

  it('deletes a message after confirming', async () => {
    const api = stubMessages();
    const toasts = recordToasts();
    renderConsole({ path: '/admin/messages?open=20' });
    const article = within(await screen.findByRole('article', { name: 'Grace Hopper' }));
    await user.click(article.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('tooltip');
    within(confirm).getByText('Delete this message?');
    expect(api.to('DELETE', '/api/admin/messages/20')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ description: 'Message deleted' }));
    expect(api.to('DELETE', '/api/admin/messages/20')).toHaveLength(1);
    await waitFor(() => expect(currentLocation()).toBe('/admin/messages'));
  });

  it("reports a failure with the server's message", async () => {
    stubMessages({
      'PATCH /api/admin/messages/20': fail(409, 'This message was deleted meanwhile'),
    });
    const toasts = recordToasts();
    renderConsole({ path: '/admin/messages?open=20' });
    const article = within(await screen.findByRole('article', { name: 'Grace Hopper' }));
    await user.click(article.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        title: 'Error',
        description: 'This message was deleted meanwhile',
        variant: 'destructive',
      }),
    );
  });

  it('shows the message beside the list on wide screens', async () => {
    wideScreen();
    stubMessages();
    renderConsole({ path: '/admin/messages' });
    const pane = within(await screen.findByRole('region', { name: 'Message' }));
    pane.getByText('Select a message to read it');
    await user.click(await screen.findByRole('button', { name: /^Ada Lovelace/ }));
    await pane.findByRole('article', { name: 'Ada Lovelace' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Ada Lovelace/ }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('says when nothing waits', async () => {
    stubMessages({ [LIST]: () => json(pageOf([])) });
    renderConsole({ path: '/admin/messages' });
    await screen.findByText('No unhandled messages. Well done!');
  });
});
