import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from '../../../lib/format-time';
import { currentLocation, renderConsole, setupUser, stubSignedIn } from '../../../test/harness';

const user = setupUser();

const ENTRIES = [
  {
    id: 12,
    userId: 'user-1',
    userEmail: 'ada@example.org',
    action: 'update',
    entity: 'blog-post',
    entityId: 'what-are-nitrates',
    summary: 'title, content',
    createdAt: '2026-11-23T09:30:00.000Z',
  },
  {
    id: 11,
    userId: null,
    userEmail: 'grace@example.org',
    action: 'erase',
    entity: 'person',
    entityId: null,
    summary: '2 pledges, 1 message',
    createdAt: '2026-11-22T08:00:00.000Z',
  },
];

const page = (items: unknown[], total = items.length, number = 1) => ({
  items,
  total,
  page: number,
  pageSize: 20,
});

const lastCall = (api: ReturnType<typeof stubSignedIn>) =>
  api.calls.filter((call) => call.path.startsWith('/api/admin/activity?')).at(-1)?.path;

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  // The visible option (antd also renders a hidden list of options for screen readers).
  await user.click(await screen.findByTitle(option));
}

describe('Activity', () => {
  it('lists who did what, when (local time), to which thing, newest first', async () => {
    const api = stubSignedIn({ 'GET /api/admin/activity': page(ENTRIES, 2) });
    renderConsole({ path: '/admin/activity' });
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    const rows = await waitFor(() => {
      const found = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'Action', 'What', 'Summary']);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${formatLocalDateTime(ENTRIES[0]!.createdAt)}ada@example.orgUpdatedBlog postwhat-are-nitratestitle, content`,
      `${formatLocalDateTime(ENTRIES[1]!.createdAt)}grace@example.orgErasedPerson2 pledges, 1 message`,
    ]);
    expect(rows[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(ENTRIES[0]!.createdAt);
    screen.getByText('2 entries');
    expect(lastCall(api)).toBe('/api/admin/activity?page=1&pageSize=20');
  });

  it('filters by kind of thing and by action, from page 1, in the address', async () => {
    const api = stubSignedIn({ 'GET /api/admin/activity': page(ENTRIES, 45) });
    renderConsole({ path: '/admin/activity?page=2' });
    await waitFor(() => expect(lastCall(api)).toBe('/api/admin/activity?page=2&pageSize=20'));

    await choose('Filter by kind of thing', 'Blog post');
    await waitFor(() => expect(currentLocation()).toBe('/admin/activity?entity=blog-post'));
    await waitFor(() =>
      expect(lastCall(api)).toBe('/api/admin/activity?page=1&pageSize=20&entity=blog-post'),
    );

    await choose('Filter by action', 'Updated');
    await waitFor(() =>
      expect(lastCall(api)).toBe(
        '/api/admin/activity?page=1&pageSize=20&entity=blog-post&action=update',
      ),
    );
    expect(currentLocation()).toBe('/admin/activity?entity=blog-post&action=update');
  });

  it('pages through the log', async () => {
    const api = stubSignedIn({ 'GET /api/admin/activity': page(ENTRIES, 45) });
    renderConsole({ path: '/admin/activity' });
    await waitFor(() => within(screen.getByRole('table')).getByText('ada@example.org'));
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/activity?page=2'));
    await waitFor(() => expect(lastCall(api)).toBe('/api/admin/activity?page=2&pageSize=20'));
  });

  it('asks afresh each time the log opens: every save adds to it', async () => {
    const api = stubSignedIn({ 'GET /api/admin/activity': page(ENTRIES) });
    renderConsole({ path: '/admin/activity' });
    await waitFor(() =>
      expect(api.to('GET', '/api/admin/activity?page=1&pageSize=20')).toHaveLength(1),
    );
    const nav = within(screen.getAllByRole('navigation', { name: 'Console' })[0]!);
    await user.click(within(nav.getByRole('menuitem', { name: 'Content' })).getByRole('link'));
    await screen.findByRole('heading', { level: 1, name: 'Content Management' });
    await user.click(within(nav.getByRole('menuitem', { name: 'Activity' })).getByRole('link'));
    await waitFor(() =>
      expect(api.to('GET', '/api/admin/activity?page=1&pageSize=20')).toHaveLength(2),
    );
  });
});
