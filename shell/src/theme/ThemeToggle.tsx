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
        onClick={() => toggleTheme()}
      >
        {theme === 'dark' ? (
          <Sun aria-hidden="true" size={20} />
        ) : (
          <Moon aria-hidden="true" size={20} />
        )}
      </button>
    </Tooltip>
  );
}
