import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  currentLocation,
  json,
  recordToasts,
  renderConsole,
  setupUser,
  stubSignedIn,
} from '../../../test/harness';
import { removedSummary } from './ErasePersonButton';

const user = setupUser();

const UNKNOWN = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrerHost: null,
  referralCode: null,
};
const PLEDGES = [
  {
    id: 3,
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...UNKNOWN,
    utmSource: 'radio',
    utmCampaign: 'nov',
    referrerHost: 'news.example.org',
  },
  {
    id: 2,
    name: 'Grace Hopper',
    email: 'grace@example.org',
    createdAt: '2026-11-19T10:00:00.000Z',
    ...UNKNOWN,
    referrerHost: 'blog.example',
  },
  {
    id: 1,
    name: 'Alan Turing',
    email: 'alan@example.org',
    createdAt: '2026-11-18T10:00:00.000Z',
    ...UNKNOWN,
  },
];
const page = (items: unknown[], total = items.length, number = 1, pageSize = 20) => ({
  items,
  total,
  page: number,
  pageSize,
});

const FIRST = '/api/admin/pledges?page=1&pageSize=20&sort=createdAt&order=desc';

function stubPledges(routes: Record<string, unknown> = {}) {
  return stubSignedIn({
    'GET /api/admin/pledges': page(PLEDGES, 45),
    'GET /api/admin/subscribers': page(
      PLEDGES.map(({ id, email, createdAt }, n) => ({
        id,
        email,
        status: (['confirmed', 'pending', 'unsubscribed'] as const)[n % 3],
        createdAt,
        ...UNKNOWN,
      })),
    ),
    ...routes,
  });
}

const table = () => screen.getByRole('table');
const rowsText = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const lastListCall = (api: ReturnType<typeof stubPledges>, list = 'pledges') =>
  api.calls.filter((call) => call.path.startsWith(`/api/admin/${list}?`)).at(-1)?.path;

describe('Pledges', () => {
  it('shows one page of pledges, newest first, with the total', async () => {
    const api = stubPledges();
    renderConsole({ path: '/admin/pledges' });
    await screen.findByRole('heading', { level: 1, name: 'Pledges' });
    await waitFor(() => expect(rowsText()).toHaveLength(3));
    // The source: the campaign tag with the campaign and the referring site beneath it, else
    // the referring site, else "Direct".
    expect(rowsText()[0]).toMatch(
      /^Ada Lovelaceada@example\.orgradiocampaign: nov · via news\.example\.orgNov 20, 2026/,
    );
    expect(rowsText()[1]).toMatch(/^Grace Hoppergrace@example\.orgblog\.exampleNov 19, 2026/);
    expect(rowsText()[2]).toMatch(/^Alan Turingalan@example\.orgDirectNov 18, 2026/);
    screen.getByText('45 pledges');
    expect(api.to('GET', FIRST)).toHaveLength(1);
    const pledged = within(table()).getByRole('columnheader', { name: /Pledged/ });
    expect(pledged.getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts on the server: a header click puts sort and order in the address and the request', async () => {
    const api = stubPledges();
    renderConsole({ path: '/admin/pledges?page=2' });
    await waitFor(() => expect(rowsText()).toHaveLength(3));

    await user.click(within(table()).getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/pledges?sort=name&order=asc'));
    await waitFor(() =>
      expect(lastListCall(api)).toBe('/api/admin/pledges?page=1&pageSize=20&sort=name&order=asc'),
    );
    expect(
      within(table()).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort'),
    ).toBe('ascending');

    await user.click(within(table()).getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/pledges?sort=name'));
    await waitFor(() =>
      expect(lastListCall(api)).toBe('/api/admin/pledges?page=1&pageSize=20&sort=name&order=desc'),
    );

    // A third click goes back to ascending: the list is always in some order.
    await user.click(within(table()).getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/pledges?sort=name&order=asc'));
  });

  it('pages on the server, the page and its size in the address', async () => {
    const api = stubPledges();
    renderConsole({ path: '/admin/pledges' });
    await waitFor(() => expect(rowsText()).toHaveLength(3));
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/pledges?page=3'));
    await waitFor(() =>
      expect(lastListCall(api)).toBe(
        '/api/admin/pledges?page=3&pageSize=20&sort=createdAt&order=desc',
      ),
    );
  });

  it('reads the whole query from a deep link', async () => {
    const api = stubPledges();
    renderConsole({ path: '/admin/pledges?q=Ada&page=2&pageSize=50&sort=email&order=asc' });
    await waitFor(() => expect(rowsText()).toHaveLength(3));
    expect(lastListCall(api)).toBe(
      '/api/admin/pledges?page=2&pageSize=50&q=ada&sort=email&order=asc',
    );
    expect(
      (screen.getByRole('searchbox', { name: 'Search pledges' }) as HTMLInputElement).value,
    ).toBe('Ada');
  });

  it('ignores a hand-edited value it cannot use, keeping the rest', async () => {
    const api = stubPledges();
    renderConsole({ path: '/admin/pledges?page=abc&sort=password&q=ada' });
    await waitFor(() => expect(rowsText()).toHaveLength(3));
    expect(lastListCall(api)).toBe(
      '/api/admin/pledges?page=1&pageSize=20&q=ada&sort=createdAt&order=desc',
    );
  });

  it('searches once typing pauses, from page 1, and the export follows the search', async () => {
    const api = stubPledges();
    renderConsole({ path: '/admin/pledges?page=3' });
    await waitFor(() => expect(rowsText()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search pledges' });
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink.getAttribute('href')).toBe('/api/admin/pledges.csv');
    expect(exportLink.hasAttribute('download')).toBe(true);

    const before = api.calls.length;
    await user.type(search, 'Ada L');
    // No request per key press.
    expect(api.calls.length).toBe(before);
    await waitFor(() => expect(currentLocation()).toBe('/admin/pledges?q=Ada+L'));
    await waitFor(() =>
      expect(lastListCall(api)).toBe(
        '/api/admin/pledges?page=1&pageSize=20&q=ada+l&sort=createdAt&order=desc',
      ),
    );
    expect(api.calls.filter((call) => call.path.includes('q=')).length).toBe(1);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/pledges.csv?q=Ada+L',
    );
    screen.getByText('45 pledges found');
  });

  it('filters by source and campaign on the server, and the export follows the filters', async () => {
    const api = stubPledges();
    renderConsole({ path: '/admin/pledges?page=2' });
    await waitFor(() => expect(rowsText()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Filter by source' }), 'radio');
    await waitFor(() => expect(currentLocation()).toBe('/admin/pledges?source=radio'));
    await user.type(screen.getByRole('searchbox', { name: 'Filter by campaign' }), 'nov');
    await waitFor(() => expect(currentLocation()).toBe('/admin/pledges?source=radio&campaign=nov'));
    await waitFor(() =>
      expect(lastListCall(api)).toBe(
        '/api/admin/pledges?page=1&pageSize=20&source=radio&campaign=nov&sort=createdAt&order=desc',
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/pledges.csv?source=radio&campaign=nov',
    );
    screen.getByText('45 pledges found');
  });

  it('shows the earlier search again on Back', async () => {
    stubPledges();
    renderConsole({ path: '/admin/pledges', browser: true });
    await waitFor(() => expect(rowsText()).toHaveLength(3));
    const search = screen.getByRole('searchbox', { name: 'Search pledges' }) as HTMLInputElement;
    await user.type(search, 'grace');
    await waitFor(() => expect(window.location.search).toBe('?q=grace'));
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(search.value).toBe(''));
  });

  it('says when the search matches nobody', async () => {
    stubPledges({ 'GET /api/admin/pledges': page([]) });
    renderConsole({ path: '/admin/pledges?q=zed' });
    await screen.findByText('No pledges match “zed”.');
  });
});

describe('Subscribers', () => {
  it('lists subscribers with their own sort fields and export', async () => {
    const api = stubPledges();
    renderConsole({ path: '/admin/subscribers' });
    await screen.findByRole('heading', { level: 1, name: 'Newsletter subscribers' });
    await waitFor(() => expect(rowsText()).toHaveLength(3));
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'Status', 'Source', 'Subscribed']);
    // Each address's state of the double opt-in, in words.
    expect(rowsText()[0]).toMatch(/^ada@example\.orgConfirmed/);
    expect(rowsText()[1]).toMatch(/Pending/);
    expect(rowsText()[2]).toMatch(/Unsubscribed/);
    await user.click(within(table()).getByRole('columnheader', { name: /Email/ }));
    await waitFor(() =>
      expect(lastListCall(api, 'subscribers')).toBe(
        '/api/admin/subscribers?page=1&pageSize=20&sort=email&order=asc',
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/subscribers.csv',
    );
  });
});

describe('Erase a person', () => {
  async function openErasure() {
    await user.click(await screen.findByRole('button', { name: 'Erase a person' }));
    // antd names its dialogs by an id it fixes to "test-id" under test: found by its title.
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.ant-modal-title')?.textContent).toBe('Erase a person');
    return within(dialog);
  }

  it('checks the email, asks once more, erases, shows what went and refreshes the lists', async () => {
    const api = stubPledges({
      'POST /api/admin/erasures': { pledges: 2, messages: 1, subscriptions: 0 },
    });
    const toasts = recordToasts();
    renderConsole({ path: '/admin/pledges' });
    await waitFor(() => expect(rowsText()).toHaveLength(3));
    const dashboardReads = api.to('GET', '/api/admin/dashboard').length;
    let dialog = await openErasure();

    fireEvent.change(dialog.getByLabelText('Email address'), { target: { value: 'not-an-email' } });
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await dialog.findByText('Invalid email address');
    expect(api.to('POST', '/api/admin/erasures')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Email address'), {
      target: { value: ' Ada@Example.org ' },
    });
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await dialog.findByText('Erase everything held about ada@example.org?');
    expect(api.to('POST', '/api/admin/erasures')).toHaveLength(0);

    // Back keeps the address as typed (an email field drops the outer spaces itself).
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect((dialog.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'Ada@Example.org',
    );
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    const pledgeReads = api.calls.filter((call) =>
      call.path.startsWith('/api/admin/pledges?'),
    ).length;
    await user.click(await dialog.findByRole('button', { name: 'Erase' }));
    await dialog.findByText(
      '2 pledges, 1 message and 0 newsletter subscriptions removed for ada@example.org.',
    );
    expect(api.to('POST', '/api/admin/erasures').map((call) => call.body)).toEqual([
      { email: 'ada@example.org' },
    ]);
    expect(toasts.at(-1)).toMatchObject({ title: 'Success' });
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.path.startsWith('/api/admin/pledges?')).length,
      ).toBeGreaterThan(pledgeReads),
    );
    await waitFor(() =>
      expect(api.to('GET', '/api/admin/dashboard').length).toBeGreaterThan(dashboardReads),
    );

    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opening it again starts afresh.
    dialog = await openErasure();
    expect((dialog.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it("puts the server's issue under the field", async () => {
    stubPledges({
      'POST /api/admin/erasures': () =>
        json(
          {
            message: 'Invalid input',
            issues: [{ path: 'email', message: 'Email must be at most 254 characters' }],
          },
          400,
        ),
    });
    renderConsole({ path: '/admin/pledges' });
    const dialog = await openErasure();
    fireEvent.change(dialog.getByLabelText('Email address'), {
      target: { value: 'ada@example.org' },
    });
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await user.click(await dialog.findByRole('button', { name: 'Erase' }));
    await dialog.findByText('Email must be at most 254 characters');
    expect((dialog.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'ada@example.org',
    );
  });

  it('says what was removed in words', () => {
    expect(removedSummary({ pledges: 1, messages: 0, subscriptions: 1 })).toBe(
      '1 pledge, 0 messages and 1 newsletter subscription',
    );
  });
});
