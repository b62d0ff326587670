import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text-props';
import styles from './rich-text.module.css';

// Tiptap and ProseMirror are a few hundred kilobytes: only an opened editor loads them.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** A visual HTML editor with an HTML view, loaded when it first shows. */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <div
          className={styles.loading}
          style={{ minHeight: `${(props.rows ?? 10) * 1.6 + 3}em` }}
          aria-busy="true"
        >
          Loading the editor…
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
