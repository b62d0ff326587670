import { Moon, Sun } from 'lucide-react';
import { useTheme } from '@campaign/shared/react';
import { Tooltip } from '../tooltip/Tooltip';
import { toggleTheme } from './theme';
import styles from './ThemeToggle.module.css';

/** Switches between the light and dark theme; its name says what pressing it does. */
export function ThemeToggle() {
  const theme = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip label={label}>
      <button
        type="button"
        className={styles.toggle}
        aria-label={label}
        // Before hydration the early input script switches the theme itself (early-input.js).
        data-replay="theme"
        onClick={() => toggleTheme()}
      >
        {/* Both icons, the stylesheet showing the one for the root's theme: right from the first
            paint and after a switch made before hydration, when React has not rendered yet. */}
        <Sun aria-hidden="true" size={20} className={styles.sun} />
        <Moon aria-hidden="true" size={20} className={styles.moon} />
      </button>
    </Tooltip>
  );
}
