import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POSTS } from '../../../test/fixtures';
import {
  json,
  recordToasts,
  renderConsole,
  setupUser,
  stubSignedIn,
  type ApiCall,
} from '../../../test/harness';

const user = setupUser();
const post = POSTS[1]!;
const REVISIONS = `/api/admin/blog/${post.slug}/revisions`;
const OLD = {
  ...post,
  slug: 'an-older-address',
  status: 'draft',
  title: 'The first title it had',
  content: '<p>The first words, before anyone edited them.</p>',
  tags: ['first'],
};

describe('an article’s history', () => {
  it('lists the saved versions and restores one into the editor, unsaved, keeping address and state', async () => {
    const api = stubSignedIn({
      [`GET ${REVISIONS}`]: [
        {
          id: 8,
          savedAt: '2026-11-28T10:00:00.000Z',
          savedBy: 'Ada Lovelace',
          title: post.title,
          status: 'published',
        },
        {
          id: 7,
          savedAt: '2026-11-27T09:00:00.000Z',
          savedBy: 'eddie@example.org',
          title: OLD.title,
          status: 'draft',
        },
      ],
      [`GET ${REVISIONS}/7`]: {
        id: 7,
        savedAt: '2026-11-27T09:00:00.000Z',
        savedBy: 'eddie@example.org',
        title: OLD.title,
        status: 'draft',
        article: OLD,
      },
      [`PUT /api/admin/blog/${post.slug}`]: (call: ApiCall) =>
        json({ ...post, ...(call.body as object) }),
    });
    const toasts = recordToasts();
    renderConsole();
    await user.click(await screen.findByRole('button', { name: new RegExp(post.title) }));
    const form = within(screen.getByRole('form'));
    await user.click(form.getByRole('button', { name: 'History' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'History' }));
    const versions = within(
      await dialog.findByRole('list', { name: 'Saved versions, newest first' }),
    );
    expect(versions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/The Newer Post.*Ada Lovelace.*Published.*Current/),
      expect.stringMatching(/The first title it had.*eddie@example\.org.*Draft/),
    ]);
    await user.click(
      dialog.getByRole('button', { name: /^Restore the version saved Nov 27, 2026/ }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).toBeNull());
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe(OLD.title);
    expect((form.getByLabelText('Slug') as HTMLInputElement).value).toBe(post.slug);
    form.getByText('Unsaved changes');
    expect(toasts.at(-1)).toMatchObject({ title: 'Version restored in the editor' });

    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.to('PUT', `/api/admin/blog/${post.slug}`)).toHaveLength(1));
    expect(api.to('PUT', `/api/admin/blog/${post.slug}`)[0]!.body).toMatchObject({
      slug: post.slug,
      status: 'published',
      publishedDate: post.publishedDate,
      title: OLD.title,
      content: OLD.content,
      tags: ['first'],
    });
  });

  it('is offered only for a saved article', async () => {
    stubSignedIn();
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'New article' }));
    const form = within(screen.getByRole('form', { name: 'New article' }));
    expect(form.queryByRole('button', { name: 'History' })).toBeNull();
  });
});
