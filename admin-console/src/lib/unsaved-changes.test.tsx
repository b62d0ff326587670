import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveTo } from './navigation';
import { DISCARD_TITLE } from './unsaved-changes';
import { recordToasts, renderConsole, setupUser, stubSignedIn } from '../test/harness';

vi.mock('./navigation', () => ({ leaveTo: vi.fn() }));

const user = setupUser();

afterEach(() => {
  vi.mocked(leaveTo).mockReset();
});

/** Opens "The Newer Post" and changes its author, leaving an unsaved draft. */
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

function unloadIsBlocked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved changes', () => {
  it('asks before opening another post, and keeps the draft when told to', async () => {
    stubSignedIn();
    renderConsole();
    const form = await editNewerPost();

    await user.click(screen.getByRole('button', { name: /The Older Post/ }));
    await answerDialog('Keep editing');
    expect((form.getByLabelText('Author') as HTMLInputElement).value).toBe('Someone Else');

    await user.click(screen.getByRole('button', { name: /The Older Post/ }));
    await answerDialog('Discard changes');
    await screen.findByRole('form', { name: 'The Older Post' });
    expect(screen.queryByRole('form', { name: 'The Newer Post' })).toBeNull();
  });

  it('does not ask when nothing changed', async () => {
    stubSignedIn();
    renderConsole();
    await user.click(await screen.findByRole('button', { name: /The Newer Post/ }));
    await user.click(screen.getByRole('button', { name: /The Older Post/ }));
    await screen.findByRole('form', { name: 'The Older Post' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(unloadIsBlocked()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Select a blog post to edit');
  });

  it('asks before switching tabs', async () => {
    stubSignedIn();
    renderConsole();
    await editNewerPost();

    await user.click(screen.getByRole('tab', { name: 'Tips' }));
    await answerDialog('Keep editing');
    expect(screen.getByRole('tab', { name: 'Blog Posts' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // Focused, antd's tab also announces its position ("Tab 2 of 3 Tips").
    await user.click(screen.getByRole('tab', { name: /Tips$/ }));
    await answerDialog('Discard changes');
    await screen.findByText('Select a tip to edit');
    expect(unloadIsBlocked()).toBe(false);
  });

  it('asks before Cancel closes the editor', async () => {
    stubSignedIn();
    renderConsole();
    await editNewerPost();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await answerDialog('Discard changes');
    await screen.findByText('Select a blog post to edit');
  });

  it('blocks unloading the page while a draft is unsaved, and not after saving it', async () => {
    stubSignedIn({ 'PUT /api/admin/blog/newer-post': {} });
    const toasts = recordToasts();
    renderConsole();
    expect(unloadIsBlocked()).toBe(false);
    const form = await editNewerPost();
    expect(unloadIsBlocked()).toBe(true);

    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    await screen.findByText('Select a blog post to edit');
    expect(unloadIsBlocked()).toBe(false);
  });

  it("asks before following the shell's links to another route", async () => {
    stubSignedIn();
    renderConsole();
    await editNewerPost();
    const shellLink = within(screen.getByRole('navigation', { name: 'Shell' })).getByRole('link', {
      name: 'About',
    });

    await user.click(shellLink);
    await answerDialog('Keep editing');
    screen.getByRole('form', { name: 'The Newer Post' });
    expect(screen.queryByRole('heading', { name: 'About route' })).toBeNull();

    await user.click(shellLink);
    await answerDialog('Discard changes');
    await screen.findByRole('heading', { name: 'About route' });
  });

  it('follows links straight away when nothing is unsaved', async () => {
    stubSignedIn();
    renderConsole();
    await user.click(await screen.findByRole('button', { name: /The Newer Post/ }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Shell' })).getByRole('link', {
        name: 'About',
      }),
    );
    await screen.findByRole('heading', { name: 'About route' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks before the shell's Logout link signs out", async () => {
    stubSignedIn();
    renderConsole();
    await editNewerPost();
    const logout = within(screen.getByRole('navigation', { name: 'Shell' })).getByRole('link', {
      name: 'Logout',
    });

    await user.click(logout);
    await answerDialog('Keep editing');
    expect(leaveTo).not.toHaveBeenCalled();
    screen.getByRole('form', { name: 'The Newer Post' });

    await user.click(logout);
    await answerDialog('Discard changes');
    expect(leaveTo).toHaveBeenCalledExactlyOnceWith('/api/logout');
    // The browser must not ask a second time on the way out.
    expect(unloadIsBlocked()).toBe(false);
  });
});
