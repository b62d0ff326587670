import { useLayoutEffect } from 'react';
import { useLocation } from '@campaign/shared/router';

/** Scrolls the window to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
