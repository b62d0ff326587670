import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POSTS } from '../../../test/fixtures';
import { json, renderConsole, setupUser, stubSignedIn, type ApiCall } from '../../../test/harness';

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

  it('are autosaved to the server when typing pauses, and come back from it in another browser', async () => {
    const api = stubSignedIn({
      'GET /api/admin/drafts/blog': [],
      [`PUT /api/admin/drafts/blog/${post.slug}`]: () =>
        json({ savedAt: new Date().toISOString() }),
      [`PUT /api/admin/blog/${post.slug}`]: (call: ApiCall) =>
        json({ ...post, ...(call.body as object) }),
      [`DELETE /api/admin/drafts/blog/${post.slug}`]: () => new Response(null, { status: 204 }),
    });
    renderConsole();
    const form = await openArticle();
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Typed, then paused' } });
    await waitFor(
      () => expect(api.to('PUT', `/api/admin/drafts/blog/${post.slug}`)).toHaveLength(1),
      {
        timeout: 6000,
      },
    );
    expect(api.to('PUT', `/api/admin/drafts/blog/${post.slug}`)[0]!.body).toMatchObject({
      baseline: { title: post.title },
      draft: { title: 'Typed, then paused' },
    });
    // Saved: the autosave is no longer needed anywhere.
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(api.to('DELETE', `/api/admin/drafts/blog/${post.slug}`)).toHaveLength(1),
    );
    cleanup();

    // Another browser (nothing stored here) gets the server's copy.
    window.localStorage.clear();
    stubSignedIn({
      'GET /api/admin/drafts/blog': [
        {
          item: post.slug,
          baseline: { title: post.title },
          draft: { title: 'Written on the other laptop' },
          savedAt: '2026-11-28T09:00:00.000Z',
        },
      ],
    });
    renderConsole();
    const again = await openArticle();
    expect((again.getByLabelText('Title') as HTMLInputElement).value).toBe(
      'Written on the other laptop',
    );
    again.getByText(/^Your unsaved changes from .+ are back\.$/);
  });
});
