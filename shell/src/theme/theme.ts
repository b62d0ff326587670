import { THEME_STORAGE_KEY, resolveStoredTheme, type Theme } from '@campaign/shared';
import { announceTheme, currentTheme } from '@campaign/shared/react';

/**
 * The shell owns the theme. `public/theme-init.js` applies the stored choice before
 * first paint; these helpers change it afterwards and tell the remotes through the shared
 * contract (`announceTheme`, which `useTheme()` in every remote listens for).
 */

/** The stored preference: exactly "dark" or "light", anything else (or no storage) is light. */
export function readStoredTheme(): Theme {
  try {
    return resolveStoredTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'light';
  }
}

/** Sets the root class and colour scheme, then announces the change to every remote. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  announceTheme(theme);
}

/** Applies and stores a theme (storage can be blocked; the page still switches). */
export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
}

/** Switches to the other theme and returns the new one. */
export function toggleTheme(): Theme {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  setTheme(next);
  return next;
}

/**
 * Follows a change made in another tab (the `storage` event fires only in the other tabs).
 * Returns the unsubscribe function.
 */
export function syncThemeAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    const next = resolveStoredTheme(event.newValue);
    if (next !== currentTheme()) applyTheme(next);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
