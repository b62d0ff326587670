import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import type { ArticlePreview } from '@campaign/shared';
import { useRemoteModules } from '@campaign/shared/react';
import styles from './blog.module.css';

type PreviewComponent = ComponentType<{ post: unknown }>;

const UNAVAILABLE =
  'The preview is drawn by the public site, which could not be loaded just now. Your article is not affected.';

/** A preview that throws while drawing shows the failure instead of taking the console down. */
class PreviewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The article drawn by the public site's own component (`public_site/ArticlePreview`, loaded
 * through the shell's federation runtime), so it looks exactly as on its page: same markup,
 * same styles, same cleaned HTML.
 */
function PublicArticle({ post }: { post: ArticlePreview }) {
  const load = useRemoteModules();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{
    attempt: number;
    component: PreviewComponent | null;
  } | null>(null);

  useEffect(() => {
    if (!load) return;
    let live = true;
    load('public_site', 'ArticlePreview', attempt).then(
      (module) =>
        live && setLoaded({ attempt, component: module.default as unknown as PreviewComponent }),
      () => live && setLoaded({ attempt, component: null }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const failure = (
    <Alert
      type="warning"
      showIcon
      title={UNAVAILABLE}
      action={
        load ? (
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        ) : undefined
      }
    />
  );
  if (!load) return failure;
  if (!loaded || loaded.attempt !== attempt)
    return (
      <div role="status" className={styles.previewNote}>
        <Spin size="small" /> Loading the preview…
      </div>
    );
  if (!loaded.component) return failure;
  const Preview = loaded.component;
  return (
    <PreviewBoundary key={attempt} fallback={failure}>
      <div className={styles.previewFrame}>
        <Preview post={post} />
      </div>
    </PreviewBoundary>
  );
}

/** The dialog showing how visitors will see the article, as it is now in the editor. */
export function ArticlePreviewDialog({
  post,
  onClose,
}: {
  post: ArticlePreview | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={post !== null}
      title="Preview: the article as visitors will see it"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close preview</Button>}
      width={1100}
      destroyOnHidden
    >
      <p className={styles.previewNote}>
        Not saved yet: this is what the article page will show once it is saved and published.
      </p>
      {post && <PublicArticle post={post} />}
    </Modal>
  );
}
