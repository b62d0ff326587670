import { useState } from 'react';
import { Button, Modal, Skeleton } from 'antd';
import type { MediaItem, UploadedImage } from '@campaign/shared';
import { LoadError } from '../components/LoadError';
import { formatBytes, formatDimensions } from './format-bytes';
import { MediaThumbnail } from './MediaThumbnail';
import { MediaUploadForm } from './MediaUploadForm';
import { useMediaLibrary } from './media-api';
import styles from './media.module.css';

/**
 * An image chosen from the library: its address and its stored alt text, which is what an
 * editor inserts (`<img src alt>`); `image` carries its id and variants for a field that keeps
 * the uploaded image itself (an article's featured image).
 */
export interface PickedImage {
  url: string;
  alt: string;
  image: UploadedImage;
}

export interface MediaPickerDialogProps {
  open: boolean;
  onPick: (picked: PickedImage) => void;
  onClose: () => void;
  /** The dialog's title; "Choose an image" unless given. */
  title?: string;
}

/**
 * The media library as a dialog: a grid of the uploaded images (each a button showing its alt
 * text and size), an upload of a new one, and "Use image". Any editor can open it:
 * `<MediaPickerDialog open={…} onPick={({ url, alt }) => …} onClose={…} />`. Escape, Cancel
 * and the close button close it without a choice.
 */
export function MediaPickerDialog({
  open,
  onPick,
  onClose,
  title = 'Choose an image',
}: MediaPickerDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      width={{ xs: '100%', md: 880 }}
      destroyOnHidden
    >
      {open && <PickerBody onPick={onPick} onClose={onClose} />}
    </Modal>
  );
}

function pickedOf(item: UploadedImage): PickedImage {
  return { url: item.src, alt: item.alt, image: item };
}

function PickerBody({ onPick, onClose }: Pick<MediaPickerDialogProps, 'onPick' | 'onClose'>) {
  const library = useMediaLibrary();
  const [chosen, setChosen] = useState<number | null>(null);
  const items = library.data?.items ?? [];
  const selected = items.find((item) => item.id === chosen);

  return (
    <div className={styles.picker}>
      <details className={styles.uploadDetails}>
        <summary>Upload a new image</summary>
        <MediaUploadForm onUploaded={(image) => setChosen(image.id)} />
      </details>
      {library.isError && !library.data ? (
        <LoadError
          message="The media library could not be loaded."
          error={library.error}
          onRetry={() => void library.refetch()}
        />
      ) : library.isPending ? (
        <div role="status" aria-live="polite">
          <span className="visually-hidden">Loading the media library…</span>
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty}>No images yet. Upload one above to use it.</p>
      ) : (
        <ul className={styles.grid} aria-label="Images in the library">
          {items.map((item) => (
            <li key={item.id}>
              <PickerTile
                item={item}
                selected={item.id === chosen}
                onSelect={() => setChosen(item.id)}
                onPick={() => onPick(pickedOf(item))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.pickerActions}>
        <span className={styles.note} aria-live="polite">
          {selected ? `Selected: ${selected.alt}` : 'Select an image.'}
        </span>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          disabled={!selected}
          onClick={() => selected && onPick(pickedOf(selected))}
        >
          Use image
        </Button>
      </div>
    </div>
  );
}

function PickerTile({
  item,
  selected,
  onSelect,
  onPick,
}: {
  item: MediaItem;
  selected: boolean;
  onSelect: () => void;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.tile}
      aria-pressed={selected}
      onClick={onSelect}
      onDoubleClick={onPick}
    >
      <MediaThumbnail item={item} />
      <span className={styles.tileAlt}>{item.alt}</span>
      <span className={styles.tileMeta}>
        {formatDimensions(item)} · {formatBytes(item.bytes)}
      </span>
    </button>
  );
}
