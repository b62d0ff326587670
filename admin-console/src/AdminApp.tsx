import { ConfigProvider, Typography, theme as antdTheme } from 'antd';
import { useTheme } from '@campaign/shared/react';

/** The /admin console. Ant Design stays inside this remote and never loads on visitor routes. */
export default function AdminApp() {
  const theme = useTheme();
  return (
    <ConfigProvider
      theme={{ algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm }}
    >
      <div className="container" style={{ padding: '2rem 1rem' }}>
        <Typography.Title level={1}>Content Management</Typography.Title>
      </div>
    </ConfigProvider>
  );
}
