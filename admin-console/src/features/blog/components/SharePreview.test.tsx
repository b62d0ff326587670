import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
const DRAFT = { ...POSTS[1]!, status: 'draft', title: 'A draft to show around' };
const LINKS = `/api/admin/blog/${DRAFT.slug}/preview-links`;
const URL_ONCE = 'https://campaign.example/preview/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const live = (id: number, createdAt: string, createdBy: string) => ({
  id,
  createdAt,
  expiresAt: new Date(Date.parse(createdAt) + 7 * 24 * 3600_000).toISOString(),
  createdBy,
});

async function openEditorOf(title: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(title) }));
  return within(screen.getByRole('form'));
}

describe('sharing a preview of an unpublished article', () => {
  it('lists the live links, makes one whose URL is shown once with Copy, and revokes one', async () => {
    let links = [live(3, '2026-11-27T09:00:00.000Z', 'Eddie Lovelace')];
    const api = stubSignedIn({
      'GET /api/admin/blog': [POSTS[0], DRAFT],
      [`GET ${LINKS}`]: () => json(links),
      [`POST ${LINKS}`]: () => {
        const made = live(4, '2026-11-28T10:00:00.000Z', 'Ada Lovelace');
        links = [made, ...links];
        return json({ ...made, url: URL_ONCE }, 201);
      },
      [`DELETE ${LINKS}/3`]: (_call: ApiCall) => {
        links = links.filter((link) => link.id !== 3);
        return new Response(null, { status: 204 });
      },
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const toasts = recordToasts();
    renderConsole();

    const form = await openEditorOf(DRAFT.title);
    await user.click(form.getByRole('button', { name: 'Share preview' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share a preview' }));
    const list = within(await dialog.findByRole('list', { name: 'Live preview links' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Expires Dec 4, 2026.*Created Nov 27, 2026.*by Eddie Lovelace/),
    ]);

    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    const url = (await dialog.findByLabelText('New preview link')) as HTMLInputElement;
    expect(url.value).toBe(URL_ONCE);
    expect(api.to('POST', LINKS)[0]!.body).toEqual({});
    await user.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL_ONCE);
    await dialog.findByRole('button', { name: 'Copied' });
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(2));

    await user.click(dialog.getByRole('button', { name: /^Revoke the link created Nov 27, 2026/ }));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.to('DELETE', `${LINKS}/3`)).toHaveLength(1));
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(1));
    expect(toasts.at(-1)).toMatchObject({ title: 'Preview link revoked' });

    // Closed and opened again, the URL is gone: it was shown once.
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(form.getByRole('button', { name: 'Share preview' }));
    const again = within(await screen.findByRole('dialog', { name: 'Share a preview' }));
    await again.findByRole('list', { name: 'Live preview links' });
    expect(again.queryByLabelText('New preview link')).toBeNull();
  });

  it('is offered for a saved draft, not for a published or a new article', async () => {
    stubSignedIn({ 'GET /api/admin/blog': [POSTS[0], DRAFT] });
    renderConsole();
    const published = await openEditorOf(POSTS[0]!.title);
    expect(published.queryByRole('button', { name: 'Share preview' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New article' }));
    const fresh = within(screen.getByRole('form', { name: 'New article' }));
    expect(fresh.queryByRole('button', { name: 'Share preview' })).toBeNull();
  });
});
