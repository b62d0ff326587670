import { useId, useRef } from 'react';
import { Alert, Avatar, Button } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_LIMITS } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { issuesOf } from '../../../lib/server-issues';
import { useUploadImage } from '../../../lib/api/upload-image';
import styles from './page-editor.module.css';
import { defined } from '../../../lib/defined';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const MEGABYTES = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

/** What the about page shows without a photo: the first letters of the name's words. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
}

interface PhotoControlProps {
  /** The member's name: the initials without a photo, and the photo's alt text. */
  name: string;
  /** Given by the form: the uploaded photo's path (`/uploads/…`), or empty for initials. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A team member's photo: uploaded through the console's uploads (as an article's image is) and
 * stored by its path, or removed to show the initials again.
 */
export function PhotoControl({ name, id, value = '', onChange }: PhotoControlProps) {
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const send = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { file, alt: name.trim() || 'Team member' },
      { onSuccess: (image) => onChange?.(image.src) },
    );
  };

  const problem = upload.isError
    ? issuesOf(upload.error)
        .map((issue) => issue.message)
        .join(' ') || errorMessage(upload.error, 'The photo could not be uploaded.')
    : null;

  return (
    <div className={styles.photo}>
      <Avatar
        size={64}
        {...defined({ src: value || undefined, alt: value ? `Photo of ${name}` : undefined })}
        className={styles.initials}
      >
        {initialsOf(name)}
      </Avatar>
      <div className={styles.photoActions}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          className="visually-hidden"
          aria-describedby={hintId}
          onChange={(event) => {
            send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          icon={<UploadOutlined aria-hidden="true" />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {value ? 'Replace photo' : 'Upload photo'}
        </Button>
        {value && (
          <Button icon={<DeleteOutlined aria-hidden="true" />} onClick={() => onChange?.('')}>
            Remove photo
          </Button>
        )}
        <span id={hintId} className={styles.hint}>
          {value
            ? 'Shown instead of the initials.'
            : 'Without a photo the page shows the initials.'}{' '}
          JPEG, PNG or WebP, at most {MEGABYTES} MB.
        </span>
      </div>
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
    </div>
  );
}
