import { useId, useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_LIMITS, type UploadedImage } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import type { FieldControl } from '../components/EditorForm';
import { issuesOf } from '../server-issues';
import { useUploadToLibrary } from './media-api';
import styles from './media.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MEGABYTES = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

interface MediaUploadFormProps {
  onUploaded?: (image: UploadedImage) => void;
  /**
   * Inside an editor's field (an article's "Image"), the field's label names the file input:
   * its id and its description and error go on the input, and no label of its own is shown.
   */
  fileControl?: Pick<FieldControl, 'id' | 'aria-describedby' | 'aria-invalid'>;
  /** The button's text: "Upload" unless given. */
  uploadLabel?: string;
}

/**
 * Adds an image to the media library: a file and its alt text (required, as on every upload).
 * The Media area, the picker and an article's image field use it; `onUploaded` gets the stored
 * image.
 */
export function MediaUploadForm({
  onUploaded,
  fileControl,
  uploadLabel = 'Upload',
}: MediaUploadFormProps) {
  const ownFileId = useId();
  const fileId = fileControl?.id ?? ownFileId;
  const altId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  // A new key empties the file input after an upload.
  const [fileKey, setFileKey] = useState(0);
  const upload = useUploadToLibrary();

  const send = () => {
    if (!file || upload.isPending) return;
    upload.mutate(
      { file, alt },
      {
        onSuccess: (image) => {
          setFile(null);
          setAlt('');
          setFileKey((key) => key + 1);
          onUploaded?.(image);
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
    <div className={styles.uploadForm} role="group" aria-label="Upload an image">
      <div className={styles.uploadField}>
        {!fileControl && (
          <label htmlFor={fileId} className={styles.label}>
            Image file
          </label>
        )}
        <input
          key={fileKey}
          id={fileId}
          type="file"
          accept={ACCEPT}
          aria-describedby={[fileControl?.['aria-describedby'], hintId].filter(Boolean).join(' ')}
          aria-invalid={fileControl?.['aria-invalid']}
          className={styles.fileInput}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className={styles.uploadField}>
        <label htmlFor={altId} className={styles.label}>
          Alt text
        </label>
        <Input
          id={altId}
          value={alt}
          maxLength={UPLOAD_LIMITS.altMax}
          aria-describedby={hintId}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            // Enter uploads here, never submits a form around the dialog.
            if (event.key === 'Enter') {
              event.preventDefault();
              send();
            }
          }}
        />
      </div>
      <Button
        icon={<UploadOutlined aria-hidden="true" />}
        onClick={send}
        disabled={!file}
        loading={upload.isPending}
        className={styles.uploadButton}
      >
        {uploadLabel}
      </Button>
      <p id={hintId} className={styles.note}>
        What the image shows, for people who cannot see it. JPEG, PNG or WebP, at most {MEGABYTES}{' '}
        MB.
      </p>
      {problem && (
        <Alert type="error" showIcon role="alert" title={problem} className={styles.wide} />
      )}
    </div>
  );
}
