import { useSyncExternalStore } from 'react';
import { THEME_EVENT, type Theme } from '../events';

/** The shell owns the theme: it sets the `dark` class on <html> and announces changes. */
export function currentTheme(): Theme {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(THEME_EVENT, onChange);
  return () => window.removeEventListener(THEME_EVENT, onChange);
}

/** Follows the shell's theme from inside any remote. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
}

/** Called by the shell after it changes the root class. */
export function announceTheme(theme: Theme): void {
  window.dispatchEvent(new CustomEvent(THEME_EVENT, { detail: { theme } }));
}
