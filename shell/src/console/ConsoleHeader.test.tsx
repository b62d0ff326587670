import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@campaign/shared/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClientDefaults } from '@campaign/shared/client';
import { Link, Route, Routes } from '@campaign/shared/router';
import { MemoryRouter } from '@campaign/shared/router/testing';
import { Layout } from '../layout/Layout';
import { currentUserKey, toCurrentUser } from './signed-in-account';

const ADA = {
  id: 'u1',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
} as const;

const fetchMock = vi.fn<typeof fetch>();
let queryClient: QueryClient;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // ScrollToTop scrolls on every route change; jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Layout>
          <Routes>
            <Route path="/admin/*" element={<Link to="/about">Leave the console</Link>} />
            <Route path="*" element={<h1>Visitor page</h1>} />
          </Routes>
        </Layout>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const banner = () => screen.getByRole('banner');

/** The console's header arrives with its own code (lazily): wait for it. */
async function consoleHeader() {
  await screen.findByRole('link', { name: 'Logout' });
  return within(banner());
}

describe('console chrome', () => {
  it.each(['/admin', '/admin/messages', '/admin/users?page=2'])(
    'on %s: brand, theme toggle and Logout; no public navigation, pledge button or footer',
    async (path) => {
      fetchMock.mockResolvedValue(json(ADA));
      renderAt(path);
      const header = await consoleHeader();
      expect(header.getByRole('link', { name: 'Nitrate-Free November' }).getAttribute('href')).toBe(
        '/',
      );
      header.getByRole('button', { name: 'Switch to dark theme' });
      expect(header.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/api/logout');
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Take the Pledge' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.queryByLabelText('Email address')).toBeNull();
      // Landmarks: one banner, one main, and the skip link to it.
      expect(screen.getAllByRole('banner')).toHaveLength(1);
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
        '#main',
      );
      await header.findByText('Ada Lovelace');
    },
  );

  it('shows the signed-in account with its role once known, from GET /api/auth/user', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/admin');
    const header = await consoleHeader();
    expect(header.queryByText(/Signed in as/)).toBeNull();

    answer(json({ ...ADA, role: 'editor', profileImageUrl: null }));
    const account = (await header.findByText('Ada Lovelace')).closest('p')!;
    expect(account.textContent).toBe('Signed in as Ada Lovelace, Editor');
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/auth/user');
  });

  it('names the account by its email when it has no name', async () => {
    fetchMock.mockResolvedValue(json({ ...ADA, firstName: null, lastName: '  ' }));
    renderAt('/admin');
    const account = (await within(banner()).findByText('ada@example.org')).closest('p')!;
    expect(account.textContent).toBe('Signed in as ada@example.org, Admin');
  });

  it("reads the console's cached answer instead of asking again (one request for both)", async () => {
    queryClient.setQueryData(['/api/auth/user'], ADA);
    renderAt('/admin');
    (await consoleHeader()).getByText('Ada Lovelace');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentUserKey).toEqual(['/api/auth/user']);
  });

  it.each([
    ['signed out', json({ message: 'Not signed in' }, 401)],
    ['an unexpected answer', json({ id: 'u1', email: 'ada@example.org' })],
    ['a failure', json({ message: 'Internal server error' }, 500)],
  ])('shows no account when %s, and keeps Logout', async (_case, response) => {
    fetchMock.mockResolvedValue(response);
    renderAt('/admin');
    await waitFor(() =>
      expect(queryClient.getQueryState(currentUserKey)?.status).not.toBe('pending'),
    );
    expect(within(banner()).queryByText(/Signed in as/)).toBeNull();
    within(banner()).getByRole('link', { name: 'Logout' });
    // Never retried, like the console's own check.
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('gives the public header and footer back when leaving the console, and asks nothing there', async () => {
    fetchMock.mockResolvedValue(json(ADA));
    renderAt('/admin');
    await consoleHeader();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Leave the console' }));
    await screen.findByRole('heading', { name: 'Visitor page' });
    within(banner()).getByRole('navigation', { name: 'Main' });
    screen.getByRole('contentinfo');
    expect(within(banner()).queryByRole('link', { name: 'Logout' })).toBeNull();
  });

  it('does not ask for the account on visitor pages', () => {
    renderAt('/about');
    within(banner()).getByRole('navigation', { name: 'Main' });
    // The footer reads the site settings; nothing asks who is signed in.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/user');
  });
});

describe('toCurrentUser', () => {
  it('keeps exactly the five fields of the contract', () => {
    expect(toCurrentUser({ ...ADA, extra: 1 })).toEqual(ADA);
  });

  it.each([
    null,
    'text',
    { ...ADA, id: '' },
    { ...ADA, email: 1 },
    { ...ADA, firstName: 7 },
    { ...ADA, role: 'member' },
    { ...ADA, role: undefined },
  ])('refuses %j', (body) => {
    expect(() => toCurrentUser(body)).toThrow('Unexpected answer from /api/auth/user');
  });
});
