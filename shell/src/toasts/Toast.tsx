import { useEffect, useEffectEvent, useId, useRef, useState, type PointerEvent } from 'react';
import { X } from 'lucide-react';
import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD } from '@campaign/shared';
import type { ToastItem } from './toast-store';
import styles from './Toaster.module.css';

interface ToastProps {
  toast: ToastItem;
  /** The viewport itself has focus (F8): every toast waits. */
  viewportFocused: boolean;
  onDismiss: (id: string) => void;
}

interface Drag {
  pointerId: number;
  startX: number;
}

/**
 * One notification. It closes itself after its duration (TOAST_DURATION by default), a timer
 * that pauses while the toast is hovered, has focus inside, or is being dragged, and resumes
 * with the time that was left. Dragging it right by TOAST_SWIPE_THRESHOLD px dismisses it;
 * a shorter drag snaps back. Escape inside it, or its close button, dismisses it too.
 */
export function Toast({ toast, viewportFocused, onDismiss }: ToastProps) {
  const { id, title, description, link, variant } = toast;
  const duration = toast.duration ?? TOAST_DURATION;
  const titleId = useId();
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [offset, setOffset] = useState(0);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);
  const remaining = useRef(duration);

  const dismiss = useEffectEvent(() => onDismiss(id));
  const paused = viewportFocused || hovered || focusWithin || dragging;

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(dismiss, Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, duration]);

  const endDrag = (event: PointerEvent<HTMLDivElement>, commit: boolean) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const delta = event.clientX - current.startX;
    if (commit && delta >= TOAST_SWIPE_THRESHOLD) {
      onDismiss(id);
    } else {
      setOffset(0);
    }
  };

  return (
    <div
      className={styles.toast}
      data-toast=""
      data-variant={variant}
      data-swiping={dragging ? '' : undefined}
      role="group"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : 'Notification'}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusWithin(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDismiss(id);
        }
      }}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        drag.current = { pointerId: event.pointerId, startX: event.clientX };
      }}
      onPointerMove={(event) => {
        const current = drag.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const delta = event.clientX - current.startX;
        if (!dragging && Math.abs(delta) > 2) {
          setDragging(true);
          try {
            event.currentTarget.setPointerCapture(event.pointerId);
          } catch {
            // Not every engine (jsdom) captures synthetic pointers; the swipe works without it.
          }
        }
        // Only rightwards moves follow the pointer; leftwards ones resist.
        setOffset(delta > 0 ? delta : delta / 4);
      }}
      onPointerUp={(event) => endDrag(event, true)}
      onPointerCancel={(event) => endDrag(event, false)}
    >
      <div className={styles.body}>
        {title ? (
          <div id={titleId} className={styles.title}>
            {title}
          </div>
        ) : null}
        {description ? <div className={styles.description}>{description}</div> : null}
        {link ? (
          // A new tab: the page that raised the toast (an editor) stays as it is.
          <a className={styles.link} href={link.href} target="_blank" rel="noopener">
            {link.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Close notification"
        onClick={() => onDismiss(id)}
      >
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}
