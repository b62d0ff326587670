import { useSyncExternalStore } from 'react';
import { HEADER_SCROLL_THRESHOLD } from '@campaign/shared';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolled = () => window.scrollY > HEADER_SCROLL_THRESHOLD;

/** True once the page is scrolled more than HEADER_SCROLL_THRESHOLD (20 px). */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, isScrolled, () => false);
}
