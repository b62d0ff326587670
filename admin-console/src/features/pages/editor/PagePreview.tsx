import { useCallback, useEffect, useRef, useState } from 'react';
import { Segmented } from 'antd';
import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { isPreviewReady, PAGE_PREVIEW_CONTENT, type TextPageKey } from '@campaign/shared';
import styles from './page-editor.module.css';

/** The widths the page is shown at, as a phone and a desktop browser lay it out. */
export const PREVIEW_DEVICES = {
  desktop: { label: 'Desktop', width: 1280, height: 800 },
  phone: { label: 'Phone', width: 375, height: 720 },
} as const;
type Device = keyof typeof PREVIEW_DEVICES;

/** How long typing may pause before the preview follows (each draft re-renders the page). */
const PREVIEW_DELAY_MS = 250;

interface PagePreviewProps {
  pageKey: TextPageKey;
  /** The public route of the page. */
  href: string;
  /** The editor's draft, the whole page. */
  content: unknown;
}

/** The width a box has on screen, followed as the window or the layout changes. */
function useWidth() {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.current.observe(element);
  }, []);
  return [width, ref] as const;
}

/**
 * The real public page in a same-origin frame, showing the draft before it is saved: the
 * framed page says when it listens, and gets the draft then and after every change (a
 * message, never a save). Desktop width is scaled down to fit the editor.
 */
export function PagePreview({ pageKey, href, content }: PagePreviewProps) {
  const [device, setDevice] = useState<Device>('desktop');
  const [width, measure] = useWidth();
  const frames = useRef(new Map<Device, HTMLIFrameElement>());
  // The latest draft, for a frame that says it is ready between two changes.
  const draft = useRef(content);
  useEffect(() => {
    draft.current = content;
  }, [content]);

  const send = useCallback(
    (frame: HTMLIFrameElement) =>
      frame.contentWindow?.postMessage(
        { type: PAGE_PREVIEW_CONTENT, pageKey, content: draft.current },
        window.location.origin,
      ),
    [pageKey],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPreviewReady(event.data)) return;
      for (const frame of frames.current.values())
        if (event.source === frame.contentWindow) send(frame);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);

  useEffect(() => {
    const timer = setTimeout(() => frames.current.forEach(send), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content, send]);

  return (
    <section className={styles.preview} aria-label="Preview">
      <div className={styles.previewHeader}>
        <h3 className={styles.sectionTitle}>Preview</h3>
        <Segmented<Device>
          value={device}
          onChange={setDevice}
          options={[
            { value: 'desktop', label: 'Desktop', icon: <DesktopOutlined aria-hidden="true" /> },
            { value: 'phone', label: 'Phone', icon: <MobileOutlined aria-hidden="true" /> },
          ]}
        />
      </div>
      <p className={styles.hint}>
        The page as visitors will see it with your changes, before you save. Forms in the preview
        send nothing.
      </p>
      <div ref={measure} className={styles.previewStage}>
        {(Object.keys(PREVIEW_DEVICES) as Device[]).map((key) => {
          const size = PREVIEW_DEVICES[key];
          const scale = width > 0 ? Math.min(1, width / size.width) : 1;
          return (
            <div
              key={key}
              hidden={key !== device}
              className={styles.previewViewport}
              style={{ width: size.width * scale, height: size.height * scale }}
            >
              <iframe
                ref={(frame) => {
                  if (frame) frames.current.set(key, frame);
                  else frames.current.delete(key);
                }}
                title={`Preview of the page at ${size.label.toLowerCase()} width`}
                src={href}
                width={size.width}
                height={size.height}
                // Scripts run (the page is the real one); no form, pop-up or top navigation.
                sandbox="allow-scripts allow-same-origin"
                className={styles.previewFrame}
                style={{ transform: `scale(${scale})` }}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
