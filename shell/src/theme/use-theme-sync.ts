import { useEffect } from 'react';
import { currentTheme } from '@campaign/shared/react';
import { applyTheme, readStoredTheme, syncThemeAcrossTabs } from './theme';

/**
 * Keeps the page on the stored theme: a safety net should `theme-init.js` not have run before
 * first paint, and the follower of a change made in another tab.
 */
export function useThemeSync(): void {
  useEffect(() => {
    const stored = readStoredTheme();
    if (stored !== currentTheme()) applyTheme(stored);
    return syncThemeAcrossTabs();
  }, []);
}
