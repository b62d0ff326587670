import { useEffect, useState } from 'react';
import { colorsFor } from '@campaign/shared/design-tokens';
import { useNewsletterPreview } from '../api/newsletters';
import styles from './newsletters.module.css';

/** Mail is read light, whatever the console's theme. */
const MAIL_TEXT = colorsFor('light').text;

/** `value`, once it has stopped changing for `delayMs`: typing does not ask on every key. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * A newsletter body as readers would see it. `html` is always the server's sanitised version
 * (a stored newsletter, or the preview endpoint's answer), and the frame is sandboxed with no
 * permissions besides, so nothing in it can run script or reach the console.
 */
export function NewsletterFrame({ subject, html }: { subject: string; html: string }) {
  return (
    <iframe
      className={styles.frame}
      title={`Preview of "${subject || 'the newsletter'}"`}
      sandbox=""
      srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:system-ui,sans-serif;line-height:1.6;color:${MAIL_TEXT};margin:16px">${html}</body>`}
    />
  );
}

/** The live preview beside the editor, from the server's sanitising of what is typed. */
export function NewsletterPreview({ subject, html }: { subject: string; html: string }) {
  const settled = useSettled(html, 400);
  const preview = useNewsletterPreview(settled);
  let note = null;
  if (html.trim() === '') note = 'Write the body to see it here.';
  else if (preview.isError) note = 'The preview could not be made: check the body.';
  return (
    <section aria-label="Preview" className={styles.preview}>
      <h2 className={styles.paneHeading}>Preview</h2>
      {note && <p className={styles.note}>{note}</p>}
      <NewsletterFrame subject={subject} html={html.trim() === '' ? '' : (preview.data ?? '')} />
    </section>
  );
}
