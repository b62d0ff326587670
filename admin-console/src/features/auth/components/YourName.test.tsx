import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER } from '../../../test/fixtures';
import { json, renderConsole, setupUser, stubSignedIn, type ApiCall } from '../../../test/harness';

const user = setupUser();
const NAMELESS = { ...USER, firstName: null, lastName: null };
const NOTICE = 'Your account has no name yet';

async function openDialog() {
  const notice = (await screen.findByText(NOTICE)).closest('[role="alert"]') as HTMLElement;
  await user.click(within(notice).getByRole('button', { name: 'Add your name' }));
  return within(await screen.findByRole('dialog', { name: 'Your name' }));
}

describe('an account without a name', () => {
  it('is asked for one, and new articles then carry it as their author', async () => {
    const api = stubSignedIn({
      'GET /api/auth/user': NAMELESS,
      'PATCH /api/admin/profile': (call: ApiCall) =>
        json({ ...NAMELESS, ...(call.body as object) }),
    });
    renderConsole();
    // Until then, a new article has no author to offer.
    await user.click(await screen.findByRole('button', { name: 'New article' }));
    const before = within(screen.getByRole('form', { name: 'New article' }));
    expect((before.getByLabelText('Author') as HTMLInputElement).value).toBe('');
    await user.click(before.getByRole('button', { name: 'Cancel' }));

    const dialog = await openDialog();
    await user.type(dialog.getByLabelText('First name'), 'Grace');
    await user.type(dialog.getByLabelText('Last name'), 'Hopper');
    await user.click(dialog.getByRole('button', { name: 'Save name' }));

    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
    expect(api.to('PATCH', '/api/admin/profile').map((call) => call.body)).toEqual([
      { firstName: 'Grace', lastName: 'Hopper' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'New article' }));
    const form = within(screen.getByRole('form', { name: 'New article' }));
    expect((form.getByLabelText('Author') as HTMLInputElement).value).toBe('Grace Hopper');
  });

  it('shows the form’s own rule before sending, and the server’s refusal under its field', async () => {
    const api = stubSignedIn({
      'GET /api/auth/user': NAMELESS,
      'PATCH /api/admin/profile': () =>
        json(
          {
            message: 'Invalid input',
            issues: [{ path: 'lastName', message: 'Last name must be at least 2 characters' }],
          },
          400,
        ),
    });
    renderConsole();
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Save name' }));
    await dialog.findByText(/^First name (is required|must be at least 2 characters)/);
    expect(api.to('PATCH', '/api/admin/profile')).toHaveLength(0);

    await user.type(dialog.getByLabelText('First name'), 'Grace');
    await user.type(dialog.getByLabelText('Last name'), 'Hopper');
    await user.click(dialog.getByRole('button', { name: 'Save name' }));
    await dialog.findByText('Last name must be at least 2 characters');
    expect(screen.getByRole('dialog', { name: 'Your name' })).toBeVisible();
    expect(screen.getByText(NOTICE)).toBeVisible();
  });

  it('is never asked of an account that has a name', async () => {
    stubSignedIn();
    renderConsole();
    await screen.findByRole('button', { name: 'New article' });
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
