import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER } from '../../../test/fixtures';
import {
  fail,
  json,
  recordToasts,
  renderConsole,
  setupUser,
  stubSignedIn,
} from '../../../test/harness';

const user = setupUser();

const account = (id: string, email: string, extra: Record<string, unknown> = {}) => ({
  id,
  email,
  firstName: email.split('@')[0]!.replace(/^./, (c) => c.toUpperCase()),
  lastName: 'Example',
  role: 'editor',
  disabled: false,
  hasPassword: true,
  twoFactor: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

const ME = account(USER.id, USER.email, { firstName: 'Ada', lastName: 'Lovelace', role: 'admin' });
const GRACE = account('user-2', 'grace@example.org');
const NEWBIE = account('user-3', 'new@example.org', { hasPassword: false, disabled: true });
const LINK = {
  url: '/api/set-password?token=abc123',
  expiresAt: '2026-11-24T10:00:00.000Z',
};

function stubUsers(routes: Record<string, unknown> = {}) {
  return stubSignedIn({
    'GET /api/admin/users': { items: [ME, GRACE, NEWBIE], total: 3, page: 1, pageSize: 20 },
    'PATCH /api/admin/users/user-2': () => new Response(null, { status: 204 }),
    'PATCH /api/admin/users/user-3': () => new Response(null, { status: 204 }),
    'POST /api/admin/users/user-2/password-link': LINK,
    'DELETE /api/admin/users/user-2': () => new Response(null, { status: 204 }),
    ...routes,
  });
}

/** The table row whose first cell is the account's email. */
function row(email: string) {
  const found = screen
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('td')?.textContent?.startsWith(email));
  if (!found) throw new Error(`no row for ${email}`);
  return within(found);
}

async function openUsers() {
  renderConsole({ path: '/admin/users' });
  await screen.findByRole('heading', { level: 1, name: 'Users' });
  await waitFor(() => row('grace@example.org'));
}

/** antd dialogs are named by an id fixed to "test-id" under test: found by their title. */
async function dialogTitled(title: string) {
  const dialog = await waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .find((candidate) => candidate.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });
  return within(dialog);
}

describe('Users', () => {
  it('lists the accounts: email, name, role, status and whether a password is set', async () => {
    stubUsers();
    await openUsers();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'Name', 'Role', 'Status', 'Password', 'Two-factor', 'Actions']);
    const me = row('ada@example.org');
    me.getByText('You');
    me.getByText('Ada Lovelace');
    expect(me.getByRole('combobox', { name: 'Role of ada@example.org' })).toBeVisible();
    me.getByText('Admin');
    me.getByText('Active');
    me.getByText('Set');
    const newbie = row('new@example.org');
    newbie.getByText('Disabled');
    newbie.getByText('Not yet');
    newbie.getByRole('button', { name: 'Enable new@example.org' });
    screen.getByText('3 accounts');
  });

  it('adds a user, checked by the contract, then shows the one-time link to copy', async () => {
    const api = stubUsers({
      'POST /api/admin/users': () =>
        json({ account: account('user-9', 'tess@example.org'), passwordLink: LINK }, 201),
    });
    await openUsers();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    let dialog = await dialogTitled('Add user');

    await user.click(dialog.getByRole('button', { name: 'Add user' }));
    await dialog.findByText('Email is required');
    dialog.getByText('First name is required');
    expect(api.to('POST', '/api/admin/users')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Email address'), {
      target: { value: 'tess@example.org' },
    });
    fireEvent.change(dialog.getByLabelText('First name'), { target: { value: 'Tess' } });
    fireEvent.change(dialog.getByLabelText('Last name'), { target: { value: 'Ting' } });
    await user.click(dialog.getByRole('button', { name: 'Add user' }));

    dialog = await dialogTitled('User added');
    expect(api.to('POST', '/api/admin/users').map((call) => call.body)).toEqual([
      { email: 'tess@example.org', firstName: 'Tess', lastName: 'Ting', role: 'editor' },
    ]);
    dialog.getByText('Pass this link on; it works once, for 24 hours.');
    dialog.getByText(/For tess@example.org\. It expires on/);
    const link = dialog.getByRole('textbox', { name: 'One-time link' }) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/api/set-password?token=abc123`);
    await user.click(dialog.getByRole('button', { name: 'Copy' }));
    await dialog.findByRole('button', { name: 'Copied' });
    expect(await navigator.clipboard.readText()).toBe(link.value);
    // The list is fetched again to show the new account.
    await waitFor(() =>
      expect(api.to('GET', '/api/admin/users?page=1&pageSize=20')).toHaveLength(2),
    );
  });

  it("shows the server's issues under their fields", async () => {
    stubUsers({
      'POST /api/admin/users': () =>
        json(
          {
            message: 'Invalid input',
            issues: [{ path: 'email', message: 'An account with this email already exists' }],
          },
          400,
        ),
    });
    const toasts = recordToasts();
    await openUsers();
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await dialogTitled('Add user');
    fireEvent.change(dialog.getByLabelText('Email address'), {
      target: { value: 'grace@example.org' },
    });
    fireEvent.change(dialog.getByLabelText('First name'), { target: { value: 'Grace' } });
    fireEvent.change(dialog.getByLabelText('Last name'), { target: { value: 'Hopper' } });
    await user.click(dialog.getByRole('button', { name: 'Add user' }));
    const message = await dialog.findByText('An account with this email already exists');
    const email = dialog.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.closest('[id]')!.id);
    expect(toasts.at(-1)).toMatchObject({ variant: 'destructive' });
  });

  it('changes a role', async () => {
    const api = stubUsers();
    const toasts = recordToasts();
    await openUsers();
    fireEvent.mouseDown(row('grace@example.org').getByRole('combobox'));
    const options = await screen.findAllByRole('option', { name: 'Admin' });
    await user.click(options.at(-1)!);
    await waitFor(() =>
      expect(api.to('PATCH', '/api/admin/users/user-2').map((call) => call.body)).toEqual([
        { role: 'admin' },
      ]),
    );
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({ description: 'grace@example.org is now an admin' }),
    );
  });

  it("shows the server's message when it refuses (the last admin, yourself)", async () => {
    stubUsers({
      'PATCH /api/admin/users/user-1': fail(409, 'There must be at least one admin'),
    });
    const toasts = recordToasts();
    await openUsers();
    fireEvent.mouseDown(row('ada@example.org').getByRole('combobox'));
    const options = await screen.findAllByRole('option', { name: 'Editor' });
    await user.click(options.at(-1)!);
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        title: 'Error',
        description: 'There must be at least one admin',
        variant: 'destructive',
      }),
    );
  });

  it('disables and enables accounts', async () => {
    const api = stubUsers();
    await openUsers();
    await user.click(
      row('grace@example.org').getByRole('button', { name: 'Disable grace@example.org' }),
    );
    await user.click(
      row('new@example.org').getByRole('button', { name: 'Enable new@example.org' }),
    );
    await waitFor(() => expect(api.to('PATCH', '/api/admin/users/user-3')).toHaveLength(1));
    expect(api.to('PATCH', '/api/admin/users/user-2').map((call) => call.body)).toEqual([
      { disabled: true },
    ]);
    expect(api.to('PATCH', '/api/admin/users/user-3').map((call) => call.body)).toEqual([
      { disabled: false },
    ]);
  });

  it('makes a new password link after confirming, and shows it', async () => {
    const api = stubUsers();
    await openUsers();
    await user.click(
      row('grace@example.org').getByRole('button', { name: 'Reset password of grace@example.org' }),
    );
    const confirm = within(await screen.findByRole('tooltip'));
    expect(api.to('POST', '/api/admin/users/user-2/password-link')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Make link' }));
    const dialog = await dialogTitled('New password link');
    expect((dialog.getByRole('textbox', { name: 'One-time link' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/api/set-password?token=abc123`,
    );
    dialog.getByText(/For grace@example.org/);
    expect(api.to('POST', '/api/admin/users/user-2/password-link')).toHaveLength(1);
  });

  it('resets the two-factor sign-in of an account that has it, after confirming', async () => {
    const SECURED = account('user-4', 'secured@example.org', { twoFactor: true });
    const api = stubUsers({
      'GET /api/admin/users': { items: [ME, GRACE, SECURED], total: 3, page: 1, pageSize: 20 },
      'POST /api/admin/users/user-4/two-factor/reset': { ...SECURED, twoFactor: false },
    });
    const toasts = recordToasts();
    await openUsers();
    row('secured@example.org').getByText('On');
    // Only where there is one to reset.
    expect(row('grace@example.org').queryByRole('button', { name: /Reset two-factor/ })).toBeNull();
    await user.click(
      row('secured@example.org').getByRole('button', {
        name: 'Reset two-factor sign-in of secured@example.org',
      }),
    );
    const confirm = within(await screen.findByRole('tooltip'));
    confirm.getByText('Reset two-factor sign-in?');
    expect(api.to('POST', '/api/admin/users/user-4/two-factor/reset')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(api.to('POST', '/api/admin/users/user-4/two-factor/reset')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(toasts.map((toast) => ('description' in toast ? toast.description : ''))).toContain(
        'secured@example.org signs in with the password alone now',
      ),
    );
  });

  it('deletes an account after confirming', async () => {
    const api = stubUsers();
    const toasts = recordToasts();
    await openUsers();
    await user.click(
      row('grace@example.org').getByRole('button', { name: 'Delete grace@example.org' }),
    );
    const confirm = within(await screen.findByRole('tooltip'));
    confirm.getByText('Delete the account of grace@example.org?');
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.to('DELETE', '/api/admin/users/user-2')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        description: 'Deleted the account of grace@example.org',
      }),
    );
  });
});
