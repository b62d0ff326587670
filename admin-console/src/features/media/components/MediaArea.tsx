import { useId, useState } from 'react';
import { Button, Input, Popconfirm, Skeleton } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  ADMIN_ROUTES,
  blogPostPath,
  uploadInUseSchema,
  UPLOAD_LIMITS,
  uploadAltSchema,
  type MediaItem,
  type UploadUsage,
} from '@campaign/shared';
import { Link } from '@campaign/shared/router';
import { areaOf } from '../../../lib/areas';
import { AreaHeader } from '../../../lib/components/AreaHeader';
import { LoadError } from '../../../lib/components/LoadError';
import { LocalTime } from '../../../lib/components/LocalTime';
import { formatBytes, formatDimensions } from '../../../lib/media/format-bytes';
import { MediaThumbnail } from '../../../lib/media/MediaThumbnail';
import { useDeleteMedia, useMediaLibrary, useUpdateAlt } from '../../../lib/media/media-api';
import { MediaUploadForm } from '../../../lib/media/MediaUploadForm';
import { issuesOf } from '../../../lib/server-issues';
import { toastOutcome } from '../../../lib/toast-outcome';
import styles from './media-area.module.css';
import { defined } from '../../../lib/defined';

/**
 * Media: every uploaded image with its file name, alt text (editable), size, when it was
 * uploaded and where it is shown. An image in use cannot be deleted: the server refuses, and
 * the button says why before anyone tries.
 */
export function MediaArea() {
  const library = useMediaLibrary();
  const items = library.data?.items ?? [];
  const total = library.data?.total ?? 0;

  return (
    <>
      <AreaHeader
        title={areaOf('media').title}
        lead="Every image uploaded for articles, newsletters and pages. Change an image’s alt text here; an image can be deleted once nothing uses it."
      />
      <section className={styles.panel} aria-labelledby="media-upload-heading">
        <h2 id="media-upload-heading" className={styles.panelHeading}>
          Upload an image
        </h2>
        <MediaUploadForm />
      </section>
      {library.isError && !library.data ? (
        <LoadError
          message="The media library could not be loaded."
          error={library.error}
          onRetry={() => void library.refetch()}
        />
      ) : library.isPending ? (
        <div role="status" aria-live="polite">
          <span className="visually-hidden">Loading…</span>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty}>No images have been uploaded yet.</p>
      ) : (
        <>
          <p className={styles.count}>
            {total === 1 ? '1 image' : `${total} images`}
            {total > items.length && `, the newest ${items.length} shown`}
          </p>
          <ul className={styles.list} aria-label="Images">
            {items.map((item) => (
              // Keyed by the alt text too: a saved change starts the field afresh from the server.
              <MediaCard key={`${item.id}:${item.alt}`} item={item} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

const KIND_LABELS: Record<UploadUsage['kind'], string> = {
  article: 'Article',
  newsletter: 'Newsletter',
  page: 'Page',
  settings: 'Settings',
};

function UsageLink({ usage }: { usage: UploadUsage }) {
  const label = `${KIND_LABELS[usage.kind]}: ${usage.title}`;
  if (usage.kind === 'newsletter')
    return <Link to={`${ADMIN_ROUTES.newsletters}?open=${usage.id}`}>{label}</Link>;
  if (usage.kind === 'article')
    return (
      <a href={blogPostPath(usage.id)} target="_blank" rel="noreferrer">
        {label}
      </a>
    );
  if (usage.kind === 'settings') return <Link to={ADMIN_ROUTES.settings}>{label}</Link>;
  return <span>{label}</span>;
}

function MediaCard({ item }: { item: MediaItem }) {
  const altId = useId();
  const altErrorId = useId();
  const deleteHintId = useId();
  const [alt, setAlt] = useState(item.alt);
  const [altError, setAltError] = useState<string | null>(null);
  const update = useUpdateAlt();
  const remove = useDeleteMedia();
  const name = item.fileName ?? `Image ${item.id}`;
  const inUse = item.usedIn.length > 0;
  const changed = alt.trim() !== item.alt;

  const saveAlt = () => {
    if (!changed || update.isPending) return;
    const checked = uploadAltSchema.safeParse(alt);
    if (!checked.success) {
      setAltError(checked.error.issues[0]?.message ?? 'Alt text is not valid');
      return;
    }
    setAltError(null);
    update.mutate(
      { id: item.id, alt: checked.data },
      toastOutcome({
        success: 'Alt text saved',
        failure: 'The alt text could not be saved',
        onError: (error) => setAltError(issuesOf(error)[0]?.message ?? null),
      }),
    );
  };

  const deleteImage = () =>
    remove.mutate(
      item.id,
      toastOutcome({
        success: `Deleted ${name}`,
        failure: (error) => {
          const refusal = uploadInUseSchema.safeParse((error as { body?: unknown }).body);
          return refusal.success
            ? `${refusal.data.message} ${refusal.data.usedIn.map((usage) => usage.title).join(', ')}`
            : 'The image could not be deleted';
        },
      }),
    );

  return (
    // An address for each image's card: /admin/media#image-12.
    <li id={`image-${item.id}`} className={styles.card}>
      <a href={item.src} target="_blank" rel="noreferrer" className={styles.thumbLink}>
        <MediaThumbnail item={item} />
        <span className="visually-hidden">Open {name} full size</span>
      </a>
      <div className={styles.details}>
        <h2 className={styles.name}>{name}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>Size</dt>
            <dd>{formatBytes(item.bytes)}</dd>
          </div>
          <div>
            <dt>Dimensions</dt>
            <dd>{formatDimensions(item)}</dd>
          </div>
          <div>
            <dt>Uploaded</dt>
            <dd>
              <LocalTime iso={item.createdAt} />
              {item.createdBy && ` by ${item.createdBy}`}
            </dd>
          </div>
        </dl>
        <div className={styles.altRow}>
          <label htmlFor={altId} className={styles.label}>
            Alt text
          </label>
          <div className={styles.altEdit}>
            <Input
              id={altId}
              value={alt}
              maxLength={UPLOAD_LIMITS.altMax}
              {...defined({ status: altError ? ('error' as const) : undefined })}
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? altErrorId : undefined}
              onChange={(event) => {
                setAlt(event.target.value);
                setAltError(null);
              }}
              onPressEnter={saveAlt}
            />
            <Button onClick={saveAlt} disabled={!changed} loading={update.isPending}>
              Save
            </Button>
          </div>
          {altError && (
            <span id={altErrorId} className={styles.error}>
              {altError}
            </span>
          )}
        </div>
        <div className={styles.usage}>
          <h3 className={styles.label}>Used in</h3>
          {inUse ? (
            <ul>
              {item.usedIn.map((usage) => (
                <li key={`${usage.kind}:${usage.id}:${usage.field}`}>
                  <UsageLink usage={usage} /> <span className={styles.note}>({usage.field})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>Not used anywhere.</p>
          )}
        </div>
        <div className={styles.actions}>
          {inUse ? (
            <>
              <Button
                danger
                disabled
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-describedby={deleteHintId}
              >
                Delete
              </Button>
              <span id={deleteHintId} className={styles.note}>
                Remove it from the places above to delete it.
              </span>
            </>
          ) : (
            <Popconfirm
              title={`Delete ${name}?`}
              description="Its files are removed. This cannot be undone."
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Keep it"
              onConfirm={deleteImage}
            >
              <Button
                danger
                icon={<DeleteOutlined aria-hidden="true" />}
                loading={remove.isPending}
              >
                Delete
              </Button>
            </Popconfirm>
          )}
        </div>
      </div>
    </li>
  );
}
