import { useMemo } from 'react';
import { ConfigProvider } from 'antd';
import { useTheme } from '@campaign/shared/react';
import { AdminConsole } from './app/AdminConsole';
import { antdThemeFor, readShellPalette } from './app/theme';
import { UnsavedChangesProvider } from './lib/unsaved-changes';

/**
 * The /admin console, mounted by the shell at /admin/* inside its router and
 * QueryClient. Ant Design stays inside this remote and never loads on visitor routes; its theme
 * follows the shell's light/dark choice and palette.
 */
export default function AdminApp() {
  const theme = useTheme();
  const themeConfig = useMemo(() => antdThemeFor(theme, readShellPalette(theme)), [theme]);
  return (
    <ConfigProvider theme={themeConfig}>
      <UnsavedChangesProvider>
        <AdminConsole />
      </UnsavedChangesProvider>
    </ConfigProvider>
  );
}
