import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@campaign/shared/query';
import { queryClientDefaults } from '@campaign/shared/client';
import { mediaLibrarySchema, type MediaItem } from '@campaign/shared';
import { json, setupUser, stubApi } from '../../test/harness';
import type { MediaPicker } from '../rich-text/media-picker';
import { MediaPickerDialog } from './MediaPickerDialog';

const user = setupUser();

const item = (id: number, alt: string, bytes: number): MediaItem => {
  const hash = String(id).padStart(32, 'a');
  return {
    id,
    alt,
    width: 1200,
    height: 600,
    src: `/uploads/${hash}-1200.webp`,
    srcset: `/uploads/${hash}-480.webp 480w, /uploads/${hash}-1200.webp 1200w`,
    thumbnail: `/uploads/${hash}-480.webp`,
    fileName: `image-${id}.jpg`,
    bytes,
    sourceType: 'jpeg',
    createdAt: '2026-11-27T10:00:00.000Z',
    createdBy: 'Una Editor',
    usedIn: [],
  };
};
const BEETROOT = item(2, 'Beetroot on a board', 48_000);
const RADISH = item(1, 'Radishes in a bowl', 1_500_000);
const LIBRARY = mediaLibrarySchema.parse({ items: [BEETROOT, RADISH], total: 2 });

function renderPicker(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: queryClientDefaults })}>
      <ConfigProvider theme={{ zeroRuntime: true, token: { motion: false } }}>
        <MediaPickerDialog open onPick={onPick} onClose={onClose} />
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { api, onPick, onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Choose an image' }));

describe('MediaPickerDialog', () => {
  it('shows each image as a button with its alt text and size, and returns the chosen one', async () => {
    const { onPick } = renderPicker({ 'GET /api/admin/uploads': LIBRARY });
    const beetroot = await dialog().findByRole('button', { name: /Beetroot on a board/ });
    expect(beetroot.textContent).toContain('1200 × 600 · 47 KB');
    expect(dialog().getByRole('button', { name: /Radishes in a bowl/ }).textContent).toContain(
      '1.4 MB',
    );
    expect(beetroot.querySelector('img')?.getAttribute('src')).toBe(BEETROOT.thumbnail);
    const use = dialog().getByRole('button', { name: 'Use image' });
    expect((use as HTMLButtonElement).disabled).toBe(true);

    await user.click(beetroot);
    expect(beetroot.getAttribute('aria-pressed')).toBe('true');
    expect(dialog().getByText('Selected: Beetroot on a board')).toBeVisible();
    await user.click(use);
    expect(onPick).toHaveBeenCalledWith({
      url: BEETROOT.src,
      alt: 'Beetroot on a board',
      image: expect.objectContaining({ id: 2, src: BEETROOT.src }),
    });
  });

  it('works from the keyboard: Space selects a focused image, Enter on Use image, Esc closes', async () => {
    const { onPick, onClose } = renderPicker({ 'GET /api/admin/uploads': LIBRARY });
    const radish = await dialog().findByRole('button', { name: /Radishes in a bowl/ });
    radish.focus();
    await user.keyboard(' ');
    expect(radish.getAttribute('aria-pressed')).toBe('true');
    dialog().getByRole('button', { name: 'Use image' }).focus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ url: RADISH.src, alt: 'Radishes in a bowl' }),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('uploads a new image with its alt text and selects it', async () => {
    const uploaded = item(3, 'Carrots', 20_000);
    let listed = LIBRARY;
    const { api, onPick } = renderPicker({
      'GET /api/admin/uploads': () => json(listed),
      'POST /api/admin/uploads': () => {
        listed = { items: [uploaded, ...LIBRARY.items], total: 3 };
        return json(uploaded, 201);
      },
    });
    await dialog().findByRole('button', { name: /Beetroot/ });
    await user.click(dialog().getByText('Upload a new image'));
    const file = new File([new Uint8Array([1, 2, 3])], 'carrots.png', { type: 'image/png' });
    fireEvent.change(dialog().getByLabelText('Image file'), { target: { files: [file] } });
    await user.type(dialog().getByLabelText('Alt text'), 'Carrots');
    await user.click(dialog().getByRole('button', { name: /Upload/ }));
    const carrots = await dialog().findByRole('button', { name: /Carrots/ });
    await waitFor(() => expect(carrots.getAttribute('aria-pressed')).toBe('true'));
    expect(api.to('POST', '/api/admin/uploads')).toHaveLength(1);
    await user.click(dialog().getByRole('button', { name: 'Use image' }));
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ url: uploaded.src, alt: 'Carrots' }),
    );
  });

  it('says when the library is empty', async () => {
    renderPicker({ 'GET /api/admin/uploads': { items: [], total: 0 } });
    expect(await dialog().findByText(/No images yet/)).toBeVisible();
  });

  it('fits the rich text editor’s media picker slot', () => {
    const picker: MediaPicker = MediaPickerDialog;
    expect(picker).toBe(MediaPickerDialog);
  });
});
