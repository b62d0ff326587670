import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { htmlViewOf } from '../../../lib/rich-text/html-view.test-support';
import type { RemoteModuleLoader } from '@campaign/shared/react';
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

const newer = POSTS[1]!;
const DRAFT = {
  ...newer,
  id: 3,
  slug: 'a-draft',
  title: 'A Draft Article',
  status: 'draft',
  publishedDate: '2024-06-01T00:00:00.000Z',
};
const SCHEDULED = {
  ...newer,
  id: 4,
  slug: 'coming-soon',
  title: 'Coming Soon',
  publishedDate: new Date(Date.now() + 86_400_000).toISOString(),
};
const IMAGE = {
  id: 9,
  alt: 'Fresh vegetables on a board',
  width: 1440,
  height: 810,
  src: '/uploads/0123456789abcdef0123456789abcdef-1440.webp',
  srcset:
    '/uploads/0123456789abcdef0123456789abcdef-480.webp 480w, /uploads/0123456789abcdef0123456789abcdef-1440.webp 1440w',
};

async function open(title: string | RegExp) {
  await user.click(await screen.findByRole('button', { name: title }));
  return within(screen.getByRole('form'));
}

describe('the article editor', () => {
  it('writes a new article: its address follows the title, and it is created as a draft', async () => {
    const api = stubSignedIn({
      'POST /api/admin/blog': (call: ApiCall) =>
        json({ ...newer, ...(call.body as object), id: 5, image: null, citations: [] }, 201),
    });
    const toasts = recordToasts();
    renderConsole();
    await user.click(await screen.findByRole('button', { name: 'New article' }));
    const form = within(screen.getByRole('form', { name: 'New article' }));
    expect(form.getByText('Draft')).toBeVisible();
    // No address yet: a gap, never a percent-encoded placeholder.
    expect(form.getByText('/blog/…')).toBeVisible();
    // The signed-in organiser is the author until changed.
    expect((form.getByLabelText('Author') as HTMLInputElement).value).toBe('Ada Lovelace');

    fireEvent.change(form.getByLabelText('Title'), {
      target: { value: 'Nitrates & You: A Guide' },
    });
    expect((form.getByLabelText('Slug') as HTMLInputElement).value).toBe('nitrates-you-a-guide');
    expect(form.getByText('/blog/nitrates-you-a-guide')).toBeVisible();
    fireEvent.change(form.getByLabelText('Excerpt'), {
      target: { value: 'A guide to nitrates for everyone.' },
    });
    fireEvent.change(await htmlViewOf('Content'), {
      target: { value: '<p>Long enough content about nitrates and nitrites.</p>' },
    });
    fireEvent.change(form.getByLabelText('Citations'), { target: { value: 'EFSA\n\nWHO ' } });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Select a blog post to edit');
    const [sent] = api.to('POST', '/api/admin/blog').map((call) => call.body);
    expect(sent).toMatchObject({
      slug: 'nitrates-you-a-guide',
      title: 'Nitrates & You: A Guide',
      author: 'Ada Lovelace',
      status: 'draft',
      imageId: null,
      imageUrl: null,
      tags: [],
      citations: ['EFSA', 'WHO'],
    });
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Success', description: 'Blog post created successfully' }),
    ]);
    // A draft has no page to view yet.
    expect(toasts[0]).not.toHaveProperty('link', expect.anything());
  });

  it('offers "View article" once a published article is saved', async () => {
    stubSignedIn({
      'PUT /api/admin/blog/newer-post': (call: ApiCall) =>
        json({ ...newer, ...(call.body as object) }),
    });
    const toasts = recordToasts();
    renderConsole();
    const form = await open(/The Newer Post/);
    fireEvent.change(form.getByLabelText('Title'), {
      target: { value: 'The Newer Post, revised' },
    });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          description: 'Blog post updated successfully',
          link: { href: '/blog/newer-post', label: 'View article' },
        }),
      ]),
    );
  });

  it('locks a published article’s address behind "Change URL", which says what it breaks', async () => {
    stubSignedIn();
    renderConsole();
    const form = await open(/The Newer Post/);
    const slug = form.getByLabelText('Slug') as HTMLInputElement;
    expect(slug.readOnly).toBe(true);
    expect(form.queryByText(/links to the old address/)).toBeNull();
    await user.click(form.getByRole('button', { name: 'Change URL' }));
    expect(slug.readOnly).toBe(false);
    form.getByText(/links to the old address .* stop working/);
    expect(form.queryByRole('button', { name: 'Change URL' })).toBeNull();
  });

  it('leaves a draft’s address open, and marks drafts and scheduled articles', async () => {
    stubSignedIn({ 'GET /api/admin/blog': [...POSTS, DRAFT, SCHEDULED] });
    renderConsole();
    const list = within(await screen.findByRole('navigation', { name: 'Blog posts' }));
    await list.findByText('A Draft Article');
    expect(list.getByRole('button', { name: /A Draft Article/ }).textContent).toMatch(/· Draft$/);
    expect(list.getByRole('button', { name: /Coming Soon/ }).textContent).toMatch(/· Scheduled$/);

    const draft = await open(/A Draft Article/);
    expect((draft.getByLabelText('Slug') as HTMLInputElement).readOnly).toBe(false);
    expect(draft.queryByRole('button', { name: 'Change URL' })).toBeNull();
    draft.getByText('Draft');
    // A draft has no public page to view.
    expect(draft.queryByRole('link', { name: /View post/ })).toBeNull();

    const scheduled = await open(/Coming Soon/);
    scheduled.getByText(/^Scheduled for /);
  });

  it('shows a taken address under the slug, with the server’s message', async () => {
    stubSignedIn({
      'PUT /api/admin/blog/newer-post': () =>
        json(
          {
            message: 'Another article already has this address',
            issues: [{ path: 'slug', message: 'Another article already uses this slug' }],
          },
          409,
        ),
    });
    const toasts = recordToasts();
    renderConsole();
    const form = await open(/The Newer Post/);
    await user.click(form.getByRole('button', { name: 'Change URL' }));
    fireEvent.change(form.getByLabelText('Slug'), { target: { value: 'older-post' } });
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await form.findByText('Another article already uses this slug');
    expect(document.activeElement).toBe(form.getByLabelText('Slug'));
    expect(toasts.at(-1)).toMatchObject({
      description: 'Another article already has this address',
      variant: 'destructive',
    });
  });

  it('deletes an article after confirming', async () => {
    const api = stubSignedIn({
      'DELETE /api/admin/blog/newer-post': () => new Response(null, { status: 204 }),
    });
    const toasts = recordToasts();
    renderConsole();
    const form = await open(/The Newer Post/);
    await user.click(form.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('tooltip'));
    confirm.getByText('Delete "The Newer Post"?');
    expect(api.to('DELETE', '/api/admin/blog/newer-post')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Select a blog post to edit');
    expect(api.to('DELETE', '/api/admin/blog/newer-post')).toHaveLength(1);
    expect(toasts).toEqual([
      expect.objectContaining({ title: 'Success', description: 'Deleted "The Newer Post"' }),
    ]);
  });

  it('previews the unsaved draft with the public site’s own article component', async () => {
    const cleaned = {
      ...newer,
      title: 'Previewed Title',
      content: '<p>Cleaned by the server.</p>',
    };
    const api = stubSignedIn({ 'POST /api/admin/blog/preview': cleaned });
    const ArticlePreview = ({ post }: { post: { title: string; content: string } }) => (
      <article>
        <h1>{post.title}</h1>
        <div dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
    );
    const load = vi.fn<RemoteModuleLoader>(async () => ({
      default: ArticlePreview as unknown as React.ComponentType,
    }));
    renderConsole({ remoteModules: load });
    const form = await open(/The Newer Post/);
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Previewed Title' } });
    await user.click(form.getByRole('button', { name: 'Preview' }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('heading', { name: 'Previewed Title' })).toBeVisible();
    dialog.getByText('Cleaned by the server.');
    expect(load).toHaveBeenCalledWith('public_site', 'ArticlePreview', 0);
    expect(api.to('POST', '/api/admin/blog/preview')[0]?.body).toMatchObject({
      title: 'Previewed Title',
      slug: 'newer-post',
    });
    // Nothing was saved, and the draft is still unsaved.
    expect(api.to('PUT', '/api/admin/blog/newer-post')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Close preview' }));
    form.getByText('Unsaved changes');
  });

  it('says so when the public site cannot draw the preview, and can try again', async () => {
    stubSignedIn({ 'POST /api/admin/blog/preview': newer });
    const load = vi
      .fn<RemoteModuleLoader>()
      .mockRejectedValueOnce(new Error('unreachable'))
      .mockResolvedValueOnce({ default: () => <h1>Drawn at last</h1> });
    renderConsole({ remoteModules: load });
    const form = await open(/The Newer Post/);
    await user.click(form.getByRole('button', { name: 'Preview' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText(/could not be loaded just now/);
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    await dialog.findByRole('heading', { name: 'Drawn at last' });
    expect(load.mock.calls.map((call) => call[2])).toEqual([0, 1]);
  });

  it('shows a preview’s refusal under the fields, like a save', async () => {
    stubSignedIn({
      'POST /api/admin/blog/preview': () =>
        json(
          {
            message: 'Invalid input',
            issues: [{ path: 'citations.1', message: 'Citation must be at most 1000 characters' }],
          },
          400,
        ),
    });
    renderConsole();
    const form = await open(/The Newer Post/);
    await user.click(form.getByRole('button', { name: 'Preview' }));
    await form.findByText('Citation must be at most 1000 characters');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uploads an image with its alt text and saves the article with it', async () => {
    const api = stubSignedIn({
      'POST /api/admin/uploads': () => json(IMAGE, 201),
      'PUT /api/admin/blog/newer-post': (call: ApiCall) =>
        json({ ...newer, ...(call.body as object), imageUrl: null, image: IMAGE }),
    });
    renderConsole();
    const form = await open(/The Newer Post/);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'veg.jpg', { type: 'image/jpeg' });
    const upload = form.getByRole('button', { name: 'Upload image' });
    expect((upload as HTMLButtonElement).disabled).toBe(true);
    await user.upload(form.getByLabelText('Image'), file);
    fireEvent.change(form.getByLabelText('Alt text'), { target: { value: IMAGE.alt } });
    await user.click(upload);

    const thumbnail = (await form.findByRole('img', { name: IMAGE.alt })) as HTMLImageElement;
    expect(thumbnail.getAttribute('srcset')).toBe(IMAGE.srcset);
    expect(api.to('POST', '/api/admin/uploads')).toHaveLength(1);
    // The upload replaces the article's image URL.
    expect((form.getByLabelText('Or an image URL') as HTMLInputElement).value).toBe('');

    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Select a blog post to edit');
    expect(api.to('PUT', '/api/admin/blog/newer-post')[0]?.body).toMatchObject({
      imageId: IMAGE.id,
      imageUrl: null,
    });
  });

  it('shows why an upload was refused', async () => {
    stubSignedIn({
      'POST /api/admin/uploads': () =>
        json({ message: 'Only JPEG, PNG and WebP images can be uploaded' }, 415),
    });
    renderConsole();
    const form = await open(/The Newer Post/);
    await user.upload(
      form.getByLabelText('Image'),
      new File(['text'], 'notes.png', { type: 'image/png' }),
    );
    fireEvent.change(form.getByLabelText('Alt text'), { target: { value: 'Notes' } });
    await user.click(form.getByRole('button', { name: 'Upload image' }));
    expect((await form.findByRole('alert')).textContent).toContain(
      'Only JPEG, PNG and WebP images can be uploaded',
    );
  });

  it('waits for the article list before showing it', async () => {
    stubSignedIn();
    renderConsole();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /The Older Post/ })).toBeVisible(),
    );
  });
});
