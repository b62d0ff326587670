import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@campaign/shared';
import {
  json,
  recordToasts,
  type ApiCall,
  renderConsole,
  setupUser,
  stubSignedIn,
} from '../../../test/harness';

const user = setupUser();

const item = (id: number, overrides: Partial<MediaItem> = {}): MediaItem => {
  const hash = String(id).padStart(32, 'b');
  return {
    id,
    alt: `Picture ${id}`,
    width: 960,
    height: 640,
    src: `/uploads/${hash}-960.webp`,
    srcset: `/uploads/${hash}-480.webp 480w, /uploads/${hash}-960.webp 960w`,
    thumbnail: `/uploads/${hash}-480.webp`,
    fileName: `picture-${id}.jpg`,
    bytes: 2048,
    sourceType: 'jpeg',
    createdAt: '2026-11-27T10:00:00.000Z',
    createdBy: 'Una Editor',
    usedIn: [],
    ...overrides,
  };
};
const USED = item(2, {
  usedIn: [
    { kind: 'article', id: 'beet-facts', title: 'Beet facts', field: 'featured image' },
    { kind: 'newsletter', id: '7', title: 'December news', field: 'body' },
  ],
});
const UNUSED = item(1);

const card = async (name: string) =>
  within((await screen.findByRole('heading', { level: 2, name })).closest('li')!);

describe('Media', () => {
  it('lists each image with its details and where it is used, and keeps a used one', async () => {
    stubSignedIn({ 'GET /api/admin/uploads': { items: [USED, UNUSED], total: 2 } });
    renderConsole({ path: '/admin/media' });
    await screen.findByRole('heading', { level: 1, name: 'Media' });
    const used = await card('picture-2.jpg');
    used.getByText('2 KB');
    used.getByText('960 × 640');
    expect((used.getByLabelText('Alt text') as HTMLInputElement).value).toBe('Picture 2');
    expect(used.getByRole('link', { name: 'Article: Beet facts' }).getAttribute('href')).toBe(
      '/blog/beet-facts',
    );
    expect(used.getByRole('link', { name: 'Newsletter: December news' }).getAttribute('href')).toBe(
      '/admin/newsletters?open=7',
    );
    const remove = used.getByRole('button', { name: /Delete/ }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(remove.getAttribute('aria-describedby')).toBeTruthy();
    used.getByText('Remove it from the places above to delete it.');
    (await card('picture-1.jpg')).getByText('Not used anywhere.');
  });

  it('saves a changed alt text, and checks it with the shared rules first', async () => {
    const api = stubSignedIn({
      'GET /api/admin/uploads': { items: [UNUSED], total: 1 },
      'PATCH /api/admin/uploads/1': (call: ApiCall) =>
        json(item(1, { alt: (call.body as { alt: string }).alt })),
    });
    const toasts = recordToasts();
    renderConsole({ path: '/admin/media' });
    const unused = await card('picture-1.jpg');
    const alt = unused.getByLabelText('Alt text');
    const save = unused.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.clear(alt);
    await user.type(alt, '   ');
    await user.click(save);
    unused.getByText('Alt text is required');
    expect(api.to('PATCH', '/api/admin/uploads/1')).toHaveLength(0);
    await user.clear(alt);
    await user.type(alt, 'Beetroot on a board');
    await user.click(save);
    await waitFor(() => expect(api.to('PATCH', '/api/admin/uploads/1')).toHaveLength(1));
    expect(api.to('PATCH', '/api/admin/uploads/1')[0]?.body).toEqual({
      alt: 'Beetroot on a board',
    });
    await waitFor(() => expect(toasts.at(-1)).toMatchObject({ description: 'Alt text saved' }));
  });

  it('deletes an unused image after asking, and says so when the server refuses', async () => {
    const api = stubSignedIn({
      'GET /api/admin/uploads': { items: [UNUSED], total: 1 },
      'DELETE /api/admin/uploads/1': () =>
        json(
          {
            message: 'This image is still used. Remove it from these places first.',
            usedIn: [{ kind: 'article', id: 'x', title: 'Just now', field: 'text' }],
          },
          409,
        ),
    });
    const toasts = recordToasts();
    renderConsole({ path: '/admin/media' });
    const unused = await card('picture-1.jpg');
    await user.click(unused.getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByText('Delete picture-1.jpg?');
    await user.click(
      within(confirm.closest('.ant-popover')! as HTMLElement).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(api.to('DELETE', '/api/admin/uploads/1')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        variant: 'destructive',
        description: expect.stringContaining('Just now'),
      }),
    );
  });
});
