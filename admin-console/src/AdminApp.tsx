import { useCallback, useMemo, useRef } from 'react';
import { ConfigProvider } from 'antd';
import { useTheme } from '@campaign/shared/react';
import { AdminConsole } from './app/AdminConsole';
import { antdThemeFor, readShellPalette } from './app/theme';
import { UnsavedChangesProvider } from './lib/unsaved-changes';
import styles from './app/console.module.css';

/**
 * The /admin console, mounted by the shell at /admin/* inside its router and
 * QueryClient. Ant Design stays inside this remote and never loads on visitor routes; its theme
 * follows the shell's light/dark choice and palette.
 */
export default function AdminApp() {
  const theme = useTheme();
  const themeConfig = useMemo(() => antdThemeFor(theme, readShellPalette(theme)), [theme]);
  // Popups (confirmations, menus of a select) open inside the console, so they stay within the
  // page's main landmark, or inside the dialog or drawer they belong to.
  const root = useRef<HTMLDivElement>(null);
  const popupContainer = useCallback(
    (trigger?: HTMLElement) =>
      trigger?.closest<HTMLElement>('.ant-modal-content, .ant-drawer-content') ??
      root.current ??
      document.body,
    [],
  );
  return (
    <ConfigProvider theme={themeConfig} getPopupContainer={popupContainer}>
      <UnsavedChangesProvider>
        <div ref={root} className={styles.root}>
          <AdminConsole />
        </div>
      </UnsavedChangesProvider>
    </ConfigProvider>
  );
}
