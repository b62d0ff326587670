import { useId, useState } from 'react';
import { Alert, Button, Input, Space } from 'antd';
import { UPLOAD_LIMITS, type UploadedImage } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import type { FieldControl } from '../../../lib/components/EditorForm';
import { issuesOf } from '../../../lib/server-issues';
import { useUploadImage } from '../../../lib/api/upload-image';
import { MediaPickerDialog } from '../../../lib/media/MediaPickerDialog';
import styles from './blog.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MEGABYTES = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

interface ImageControlProps extends FieldControl {
  /** Uploaded images known to the editor, by id (for the chosen one's thumbnail). */
  images: ReadonlyMap<number, UploadedImage>;
  onUploaded: (image: UploadedImage) => void;
}

/**
 * The article's uploaded image: the chosen one (with its alt text) and a way to remove it, and
 * an upload of a new one, which needs alt text. The field's value is the image's id.
 */
export function ImageControl({ images, onUploaded, ...control }: ImageControlProps) {
  const altId = useId();
  const altHelpId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [fileKey, setFileKey] = useState(0);
  const [picking, setPicking] = useState(false);
  const upload = useUploadImage();
  const chosen = control.value ? images.get(Number(control.value)) : undefined;

  const send = () => {
    if (!file || upload.isPending) return;
    upload.mutate(
      { file, alt },
      {
        onSuccess: (image) => {
          onUploaded(image);
          control.onChange(String(image.id));
          setFile(null);
          setAlt('');
          setFileKey((key) => key + 1);
        },
      },
    );
  };

  const problem = upload.isError
    ? issuesOf(upload.error)
        .map((issue) => issue.message)
        .join(' ') || errorMessage(upload.error, 'The image could not be uploaded.')
    : null;

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
      <input
        key={fileKey}
        id={control.id}
        type="file"
        accept={ACCEPT}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        className={styles.fileInput}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <label htmlFor={altId} className={styles.subLabel}>
        Alt text
      </label>
      <Input
        id={altId}
        value={alt}
        maxLength={UPLOAD_LIMITS.altMax}
        aria-describedby={altHelpId}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => {
          // Enter uploads the image rather than saving the whole article.
          if (event.key === 'Enter') {
            event.preventDefault();
            send();
          }
        }}
      />
      <span id={altHelpId} className={styles.note}>
        What the image shows, for people who cannot see it. JPEG, PNG or WebP, at most {MEGABYTES}{' '}
        MB.
      </span>
      <Space wrap>
        <Button onClick={send} disabled={!file} loading={upload.isPending}>
          Upload image
        </Button>
        <Button onClick={() => setPicking(true)}>Choose from library</Button>
      </Space>
      <MediaPickerDialog
        open={picking}
        title="Choose the article’s image"
        onClose={() => setPicking(false)}
        onPick={({ image }) => {
          onUploaded(image);
          control.onChange(String(image.id));
          setPicking(false);
        }}
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
    </div>
  );
}
