import type { MediaItem } from '@campaign/shared';
import styles from './media.module.css';

/**
 * An image's thumbnail on a card of the Media area or a tile of the picker: 4:3, cropped, and
 * decorative, since the card or tile around it names the image.
 */
export function MediaThumbnail({ item }: { item: MediaItem }) {
  return (
    <img
      src={item.thumbnail}
      alt=""
      width={item.width}
      height={item.height}
      loading="lazy"
      className={styles.thumb}
    />
  );
}
