import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POSTS } from '../../../test/fixtures';
import { renderConsole, setupUser, stubSignedIn } from '../../../test/harness';

const user = setupUser();
const post = POSTS[1]!;

async function openArticle() {
  await user.click(await screen.findByRole('button', { name: new RegExp(post.title) }));
  return within(screen.getByRole('form'));
}

/** Types a new title, then leaves the page the hard way: no save, no Cancel (a reload, a crash). */
async function editThenLose(title: string) {
  stubSignedIn();
  renderConsole();
  const form = await openArticle();
  fireEvent.change(form.getByLabelText('Title'), { target: { value: title } });
  cleanup();
}

describe('unsaved edits kept in the browser', () => {
  it('come back when the article is opened again, and go when discarded', async () => {
    await editThenLose('A title typed before the reload');

    stubSignedIn();
    renderConsole();
    const form = await openArticle();
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe(
      'A title typed before the reload',
    );
    form.getByText(/^Your unsaved changes from .+ are back\.$/);
    form.getByText('Unsaved changes');

    await user.click(form.getByRole('button', { name: 'Discard changes' }));
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe(post.title);
    expect(form.queryByText(/are back/)).toBeNull();
    expect(form.queryByText('Unsaved changes')).toBeNull();

    cleanup();
    stubSignedIn();
    renderConsole();
    const again = await openArticle();
    expect((again.getByLabelText('Title') as HTMLInputElement).value).toBe(post.title);
  });

  it('warn when the article was saved by someone since the edits began', async () => {
    await editThenLose('My edit');

    stubSignedIn({
      'GET /api/admin/blog': POSTS.map((p) =>
        p.id === post.id ? { ...p, excerpt: 'Someone else’s newer excerpt, long enough.' } : p,
      ),
    });
    renderConsole();
    const form = await openArticle();
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe('My edit');
    form.getByText(/saved by someone since you made them/);
  });

  it('are not offered to another account on the same browser', async () => {
    await editThenLose('Not for anyone else');

    stubSignedIn({
      'GET /api/auth/user': {
        id: 'user-2',
        email: 'b@example.org',
        firstName: 'Bo',
        lastName: 'Bell',
        role: 'editor',
      },
    });
    renderConsole();
    const form = await openArticle();
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe(post.title);
    expect(form.queryByText(/are back/)).toBeNull();
  });
});
