import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@campaign/shared/router';

/**
 * Scrolls the window to the top when the route changes, as a new page load would. Not when the
 * app first takes over the page: the visitor may already have scrolled the server-rendered page
 * (or the browser restored its position), and a jump to the top then would move what they were
 * about to tap from under their finger.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
