import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@campaign/shared';
import { leaveTo } from '../lib/navigation';
import { DISCARD_TITLE } from '../lib/unsaved-changes';
import { USER } from '../test/fixtures';
import { currentLocation, renderConsole, setupUser, stubSignedIn } from '../test/harness';

vi.mock('../lib/navigation', () => ({ leaveTo: vi.fn() }));

const user = setupUser();
const EDITOR = { ...USER, role: 'editor' } as const;

afterEach(() => {
  vi.mocked(leaveTo).mockReset();
});

const consoleNav = () => within(screen.getAllByRole('navigation', { name: 'Console' })[0]!);
const menuItem = (name: string | RegExp) => consoleNav().getByRole('menuitem', { name });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** A page of each list the areas read, so every area renders. */
const LISTS = {
  'GET /api/admin/messages': { items: [], total: 0, page: 1, pageSize: 20 },
  'GET /api/admin/pledges': { items: [], total: 0, page: 1, pageSize: 20 },
  'GET /api/admin/subscribers': { items: [], total: 0, page: 1, pageSize: 20 },
  'GET /api/admin/users': { items: [], total: 0, page: 1, pageSize: 20 },
  'GET /api/admin/activity': { items: [], total: 0, page: 1, pageSize: 20 },
  'GET /api/admin/newsletters': { items: [], confirmedSubscribers: 0 },
  'GET /api/admin/outbox': { items: [], total: 0, page: 1, pageSize: 20 },
  'GET /api/admin/mail-status': { configured: true, from: 'hello@x.org', notifyTo: null },
  'GET /api/admin/settings': DEFAULT_SITE_SETTINGS,
  'GET /api/admin/uploads': { items: [], total: 0 },
};

async function editNewerPost() {
  await user.click(await screen.findByRole('button', { name: /The Newer Post/ }));
  const form = within(screen.getByRole('form', { name: 'The Newer Post' }));
  fireEvent.change(form.getByLabelText('Author'), { target: { value: 'Someone Else' } });
  return form;
}

async function answerDialog(button: 'Keep editing' | 'Discard changes') {
  const dialog = await screen.findByRole('dialog', { name: DISCARD_TITLE });
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('side navigation', () => {
  it('offers an admin the twelve areas in ADMIN_ROUTES order, Content selected at /admin', async () => {
    stubSignedIn(LISTS);
    renderConsole();
    await heading('Content Management');
    const items = consoleNav().getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Content',
      'Media',
      expect.stringMatching(/^Messages/),
      'Pledges',
      'Subscribers',
      'Users',
      'Activity',
      'Newsletters',
      'Outbox',
      'Settings',
      'Your account',
    ]);
    expect(
      consoleNav()
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin/dashboard',
      '/admin',
      '/admin/media',
      '/admin/messages',
      '/admin/pledges',
      '/admin/subscribers',
      '/admin/users',
      '/admin/activity',
      '/admin/newsletters',
      '/admin/outbox',
      '/admin/settings',
      '/admin/account',
    ]);
    expect(menuItem('Content').className).toContain('ant-menu-item-selected');
  });

  it('shows how many messages wait, from the dashboard figures', async () => {
    const api = stubSignedIn();
    renderConsole();
    const messages = await waitFor(() => menuItem(/^Messages\s*3\s*unhandled$/));
    expect(within(messages).getByText('3').closest('.ant-badge')).not.toBeNull();
    expect(api.to('GET', '/api/admin/dashboard')).toHaveLength(1);
  });

  // Eleven areas, each loading its code and its first request: longer than one test usually takes.
  it('moves between areas as real routes, and the selection follows', async () => {
    stubSignedIn(LISTS);
    renderConsole();
    await heading('Content Management');

    const visits: [string, string, string][] = [
      ['Dashboard', '/admin/dashboard', 'Dashboard'],
      ['Media', '/admin/media', 'Media'],
      ['Pledges', '/admin/pledges', 'Pledges'],
      ['Subscribers', '/admin/subscribers', 'Newsletter subscribers'],
      ['Users', '/admin/users', 'Users'],
      ['Activity', '/admin/activity', 'Activity'],
      ['Newsletters', '/admin/newsletters', 'Newsletters'],
      ['Outbox', '/admin/outbox', 'Outbox'],
      ['Settings', '/admin/settings', 'Settings'],
      ['Messages', '/admin/messages', 'Messages'],
      ['Content', '/admin', 'Content Management'],
    ];
    for (const [item, path, title] of visits) {
      await user.click(within(menuItem(new RegExp(`^${item}`))).getByRole('link'));
      await heading(title);
      expect(currentLocation()).toBe(path);
      expect(menuItem(new RegExp(`^${item}`)).className).toContain('ant-menu-item-selected');
      // Arriving in an area announces it: focus is on its heading (once its code has loaded).
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: title })),
      );
    }
  }, 45_000);

  it('opens an area from a deep link, with or without a trailing slash', async () => {
    stubSignedIn(LISTS);
    renderConsole({ path: '/admin/pledges/' });
    await heading('Pledges');
    expect(menuItem('Pledges').className).toContain('ant-menu-item-selected');
  });

  it('answers an unknown console address with a page of its own', async () => {
    stubSignedIn();
    renderConsole({ path: '/admin/nowhere' });
    await heading('Page not found');
    await user.click(screen.getByRole('button', { name: 'Go to Content' }));
    await heading('Content Management');
    expect(currentLocation()).toBe('/admin');
  });

  it('offers the same navigation in a drawer from the Menu button (phones)', async () => {
    stubSignedIn(LISTS);
    renderConsole();
    await heading('Content Management');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Console' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(drawer).getByRole('menuitem', { name: 'Users' }));
    await heading('Users');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('roles', () => {
  it('offers an editor only Dashboard, Content, Media and Your account, and asks nothing of the admin API', async () => {
    const api = stubSignedIn({ 'GET /api/auth/user': EDITOR });
    renderConsole();
    await heading('Content Management');
    expect(
      consoleNav()
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Content', 'Media', 'Your account']);
    // No badge for editors: the dashboard is not asked for on the content page.
    expect(api.to('GET', '/api/admin/dashboard')).toHaveLength(0);
  });

  it.each([
    ['/admin/messages', 'Messages'],
    ['/admin/pledges', 'Pledges'],
    ['/admin/subscribers', 'Newsletter subscribers'],
    ['/admin/users', 'Users'],
    ['/admin/activity', 'Activity'],
    ['/admin/newsletters', 'Newsletters'],
    ['/admin/outbox', 'Outbox'],
    ['/admin/settings', 'Settings'],
  ])('shows an editor who opens %s that only an admin can', async (path, title) => {
    const api = stubSignedIn({ 'GET /api/auth/user': EDITOR, ...LISTS });
    renderConsole({ path });
    await heading(title);
    screen.getByRole('heading', { level: 2, name: 'Only an admin can open this' });
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/user']);
  });

  it('lets an editor open the dashboard, without links to the admin areas', async () => {
    stubSignedIn({ 'GET /api/auth/user': EDITOR });
    renderConsole({ path: '/admin/dashboard' });
    await heading('Dashboard');
    await screen.findByText('1,234');
    expect(screen.queryByRole('link', { name: /View pledges/ })).toBeNull();
  });
});

describe('unsaved changes and the side navigation', () => {
  it('asks before the menu leaves an editor with unsaved changes', async () => {
    stubSignedIn(LISTS);
    renderConsole();
    await editNewerPost();

    await user.click(within(menuItem('Dashboard')).getByRole('link'));
    await answerDialog('Keep editing');
    expect(currentLocation()).toBe('/admin');
    screen.getByRole('form', { name: 'The Newer Post' });

    await user.click(within(menuItem('Dashboard')).getByRole('link'));
    await answerDialog('Discard changes');
    await heading('Dashboard');
    expect(currentLocation()).toBe('/admin/dashboard');
  });

  it('asks when the menu is used from the keyboard', async () => {
    stubSignedIn(LISTS);
    renderConsole();
    await editNewerPost();
    const pledges = menuItem('Pledges');
    pledges.focus();
    fireEvent.keyDown(pledges, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    await answerDialog('Discard changes');
    await heading('Pledges');
  });

  it('goes straight on when nothing is unsaved', async () => {
    stubSignedIn(LISTS);
    renderConsole();
    await user.click(await screen.findByRole('button', { name: /The Newer Post/ }));
    await user.click(within(menuItem('Users')).getByRole('link'));
    await heading('Users');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before browser Back leaves unsaved changes, and keeps the address until told', async () => {
    stubSignedIn(LISTS);
    renderConsole({ path: '/admin/dashboard', browser: true });
    await heading('Dashboard');
    await user.click(within(menuItem('Content')).getByRole('link'));
    await heading('Content Management');
    const form = await editNewerPost();

    act(() => window.history.back());
    await answerDialog('Keep editing');
    expect(window.location.pathname).toBe('/admin');
    expect(currentLocation()).toBe('/admin');
    expect((form.getByLabelText('Author') as HTMLInputElement).value).toBe('Someone Else');

    act(() => window.history.back());
    await answerDialog('Discard changes');
    await heading('Dashboard');
    expect(window.location.pathname).toBe('/admin/dashboard');

    // Nothing unsaved now: Forward goes straight back to Content.
    act(() => window.history.forward());
    await heading('Content Management');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
