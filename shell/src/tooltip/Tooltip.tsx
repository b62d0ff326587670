import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from '@campaign/shared';
import styles from './Tooltip.module.css';

/**
 * When the last tooltip closed. Shared by every tooltip, like a provider: within
 * TOOLTIP_SKIP_DELAY (300 ms) of one closing, the next opens at once instead of after
 * TOOLTIP_DELAY (700 ms).
 */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Test hook: forget the previous tooltip so each test starts cold. */
export function resetTooltipSkip(): void {
  lastClosedAt = Number.NEGATIVE_INFINITY;
}

/**
 * A visual hint for an icon-only control that already has an accessible name. Opens after
 * TOOLTIP_DELAY on mouse hover and at once on keyboard focus; closes on leave, blur, press or
 * Escape. Touch does not open it.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDown = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (immediately: boolean) => {
    clearTimeout(timer.current);
    if (immediately || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY) {
      setOpen(true);
      return;
    }
    timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY);
  };

  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  return (
    <span
      className={styles.anchor}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') show(false);
      }}
      onPointerLeave={() => {
        pointerDown.current = false;
        hide();
      }}
      onPointerDown={() => {
        pointerDown.current = true;
        hide();
      }}
      onFocus={() => {
        // Focus that follows a press (mouse or touch) is not a reason to show the hint.
        if (!pointerDown.current) show(true);
        pointerDown.current = false;
      }}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      {children}
      {open ? (
        <span id={id} role="tooltip" className={styles.tooltip}>
          {label}
        </span>
      ) : null}
    </span>
  );
}
