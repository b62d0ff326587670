import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@campaign/shared/query';
import { describe, expect, it } from 'vitest';
import { htmlViewOf } from '../../../lib/rich-text/html-view.test-support';
import { queryClientDefaults } from '@campaign/shared/client';
import { queryKeys } from '@campaign/shared';
import { POSTS } from '../../../test/fixtures';
import {
  fail,
  json,
  recordToasts,
  renderConsole,
  stubSignedIn,
  setupUser,
} from '../../../test/harness';

const user = setupUser();

const newer = POSTS[1]!;

async function openNewerPost() {
  await user.click(await screen.findByRole('button', { name: /The Newer Post/ }));
  return screen.getByRole('form', { name: 'The Newer Post' });
}

describe('Blog Posts tab', () => {
  it('lists the posts, newest first, with the empty prompt', async () => {
    stubSignedIn();
    renderConsole();
    const nav = within(await screen.findByRole('navigation', { name: 'Blog posts' }));
    await nav.findByText('The Newer Post');
    nav.getByRole('button', { name: 'New article' });
    const list = within(nav.getByRole('list'));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'The Newer PostDr. Sarah Johnson · Mar 10, 2024',
      'The Older PostDr. Sarah Johnson · Jan 5, 2024',
    ]);
    screen.getByText('Select a blog post to edit');
  });

  it('opens an editor with labelled Title, Excerpt (3 rows), Content (HTML, 10 rows) and Author', async () => {
    stubSignedIn();
    renderConsole();
    const form = within(await openNewerPost());

    expect(screen.queryByText('Select a blog post to edit')).toBeNull();
    expect(
      screen.getByRole('button', { name: /The Newer Post/ }).getAttribute('aria-current'),
    ).toBe('true');
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe(newer.title);
    const excerpt = form.getByLabelText('Excerpt') as HTMLTextAreaElement;
    expect(excerpt.tagName).toBe('TEXTAREA');
    expect(excerpt.rows).toBe(3);
    expect(excerpt.value).toBe(newer.excerpt);
    const content = await htmlViewOf('Content');
    expect(content.rows).toBe(10);
    expect(content.value).toBe(newer.content);
    expect(content.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(content.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Format with the toolbar, or edit the HTML/,
    );
    expect((form.getByLabelText('Author') as HTMLInputElement).value).toBe(newer.author);
    form.getByRole('button', { name: 'Save Changes' });
    // Labels are visible text, not only accessible names.
    expect(
      form.getAllByText(/^(Title|Excerpt|Content|Author)$/).map((label) => label.tagName),
    ).toEqual(['LABEL', 'LABEL', 'LABEL', 'LABEL']);
  });

  it('saves every editable field, says so, clears the selection and refreshes the lists', async () => {
    const api = stubSignedIn({
      'PUT /api/admin/blog/newer-post': { ...newer, title: 'A Better Title' },
    });
    const toasts = recordToasts();
    const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
    queryClient.setQueryData(['/api/blog'], []);
    queryClient.setQueryData(['/api/blog', 'newer-post'], newer);
    queryClient.setQueryData(['/api/blog', 'older-post'], POSTS[0]);
    queryClient.setQueryData(queryKeys.blogFeatured(), []);
    queryClient.setQueryData(queryKeys.blogPage(2), {
      posts: [],
      page: 2,
      pageCount: 2,
      total: 11,
    });
    queryClient.setQueryData(queryKeys.blogRelated('older-post'), { posts: [], allRelated: true });
    renderConsole({ client: queryClient });

    const form = within(await openNewerPost());
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'A Better Title' } });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Select a blog post to edit');
    expect(api.to('PUT', '/api/admin/blog/newer-post').map((call) => call.body)).toEqual([
      {
        slug: 'newer-post',
        title: 'A Better Title',
        excerpt: newer.excerpt,
        content: newer.content,
        author: newer.author,
        status: 'published',
        publishedDate: newer.publishedDate,
        imageId: null,
        imageUrl: newer.imageUrl,
        tags: newer.tags,
        citations: newer.citations,
      },
    ]);
    expect(toasts).toEqual([
      expect.objectContaining({
        type: 'add',
        title: 'Success',
        description: 'Blog post updated successfully',
      }),
    ]);
    expect(toasts[0]).not.toHaveProperty('variant', 'destructive');
    expect(
      screen.getByRole('button', { name: /The Newer Post/ }).getAttribute('aria-current'),
    ).toBeNull();
    // The admin list is fetched again; every public list and this article are stale (another
    // article's related ones included: this one may now be among them), other articles not.
    await waitFor(() => expect(api.to('GET', '/api/admin/blog')).toHaveLength(2));
    expect(queryClient.getQueryState(['/api/blog'])?.isInvalidated).toBe(true);
    for (const key of [
      queryKeys.blogFeatured(),
      queryKeys.blogPage(2),
      queryKeys.blogRelated('older-post'),
    ])
      expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(queryClient.getQueryState(['/api/blog', 'newer-post'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/blog', 'older-post'])?.isInvalidated).toBe(false);
  });

  it('reports a failed save and keeps the editor and draft', async () => {
    stubSignedIn({
      'PUT /api/admin/blog/newer-post': fail(400, 'Title must be at least 5 characters'),
    });
    const toasts = recordToasts();
    renderConsole();

    const form = within(await openNewerPost());
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Hi' } });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          type: 'add',
          title: 'Error',
          description: 'Failed to update blog post',
          variant: 'destructive',
        }),
      ]),
    );
    expect((form.getByLabelText('Title') as HTMLInputElement).value).toBe('Hi');
    form.getByText('Unsaved changes');
  });

  it("shows the server's issues under their fields, focuses the first, and clears one when it is edited", async () => {
    stubSignedIn({
      'PUT /api/admin/blog/newer-post': () =>
        json(
          {
            message: 'Invalid input',
            issues: [
              { path: 'title', message: 'Title must be at least 5 characters' },
              { path: 'author', message: 'Author must be at least 2 characters' },
            ],
          },
          400,
        ),
    });
    const toasts = recordToasts();
    renderConsole();

    const form = within(await openNewerPost());
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Hi' } });
    fireEvent.change(form.getByLabelText('Author'), { target: { value: 'A' } });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    const title = form.getByLabelText('Title') as HTMLInputElement;
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    expect(describedBy(title)).toEqual(['Title must be at least 5 characters']);
    expect(describedBy(form.getByLabelText('Author'))).toEqual([
      'Author must be at least 2 characters',
    ]);
    expect(document.activeElement).toBe(title);
    // The content field keeps its help text, and has no error.
    expect(describedBy(form.getByLabelText('Content'))[0]).toMatch(/^Format with the toolbar/);
    expect(toasts).toEqual([
      expect.objectContaining({
        description: 'Failed to update blog post',
        variant: 'destructive',
      }),
    ]);

    fireEvent.change(title, { target: { value: 'A Longer Title' } });
    expect(form.queryByText('Title must be at least 5 characters')).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBeNull();
    form.getByText('Author must be at least 2 characters');
    expect(document.activeElement).toBe(title);
  });
});
