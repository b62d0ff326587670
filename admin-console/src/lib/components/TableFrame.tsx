import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Around an antd Table that scrolls sideways on narrow screens: while its scroll box overflows,
 * the box is a named, focusable region, so keyboard users can scroll it too.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const update = () => {
      for (const box of element.querySelectorAll<HTMLElement>('.ant-table-content')) {
        if (box.scrollWidth > box.clientWidth + 1) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', label);
        } else {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(element);
    // Rows arrive after the first render; attribute changes made here do not re-trigger it.
    const changed = new MutationObserver(update);
    changed.observe(element, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [label]);

  return <div ref={frame}>{children}</div>;
}
