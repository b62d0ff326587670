import { useState } from 'react';
import { Button } from 'antd';
import type { UploadedImage } from '@campaign/shared';
import type { FieldControl } from '../../../lib/components/EditorForm';
import { MediaPickerDialog } from '../../../lib/media/MediaPickerDialog';
import { MediaUploadForm } from '../../../lib/media/MediaUploadForm';
import styles from './blog.module.css';

interface ImageControlProps extends FieldControl {
  /** Uploaded images known to the editor, by id (for the chosen one's thumbnail). */
  images: ReadonlyMap<number, UploadedImage>;
  onUploaded: (image: UploadedImage) => void;
}

/**
 * The article's uploaded image: the chosen one (with its alt text) and a way to remove it, an
 * upload of a new one (the library's own upload form, so it needs alt text), and a choice from
 * the library. The field's value is the image's id.
 */
export function ImageControl({ images, onUploaded, ...control }: ImageControlProps) {
  const [picking, setPicking] = useState(false);
  const chosen = control.value ? images.get(Number(control.value)) : undefined;
  const use = (image: UploadedImage) => {
    onUploaded(image);
    control.onChange(String(image.id));
  };

  return (
    <div className={styles.stack}>
      {chosen ? (
        <figure className={styles.chosenImage}>
          <img
            src={chosen.src}
            srcSet={chosen.srcset}
            sizes="12rem"
            width={chosen.width}
            height={chosen.height}
            alt={chosen.alt}
          />
          <figcaption>
            <span>Alt text: {chosen.alt}</span>
            <Button size="small" onClick={() => control.onChange('')}>
              Remove image
            </Button>
          </figcaption>
        </figure>
      ) : control.value ? (
        <p className={styles.note}>Image {control.value} is chosen.</p>
      ) : null}
      <MediaUploadForm fileControl={control} uploadLabel="Upload image" onUploaded={use} />
      <Button className={styles.libraryButton} onClick={() => setPicking(true)}>
        Choose from library
      </Button>
      <MediaPickerDialog
        open={picking}
        title="Choose the article’s image"
        onClose={() => setPicking(false)}
        onPick={({ image }) => {
          use(image);
          setPicking(false);
        }}
      />
    </div>
  );
}
