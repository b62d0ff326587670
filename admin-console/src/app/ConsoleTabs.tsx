import { useState, type ComponentType } from 'react';
import { Tabs } from 'antd';
import { BlogPanel } from '../features/blog/components/BlogPanel';
import { PagesPanel } from '../features/pages/components/PagesPanel';
import { TipsPanel } from '../features/tips/components/TipsPanel';
import { useUnsavedChanges } from '../lib/unsaved-changes';

type TabKey = 'blog' | 'tips' | 'pages';

const TABS: { key: TabKey; label: string; Panel: ComponentType }[] = [
  { key: 'blog', label: 'Blog Posts', Panel: BlogPanel },
  { key: 'tips', label: 'Tips', Panel: TipsPanel },
  { key: 'pages', label: 'Page Content', Panel: PagesPanel },
];

/**
 * The three editors. Only the active tab is mounted, so leaving a tab closes its editor; with
 * unsaved changes the switch asks first.
 */
export function ConsoleTabs() {
  const [active, setActive] = useState<TabKey>('blog');
  const { confirmDiscard } = useUnsavedChanges();

  const change = async (key: string) => {
    if (key === active) return;
    if (await confirmDiscard()) setActive(key as TabKey);
  };

  return (
    <Tabs
      activeKey={active}
      onChange={(key) => void change(key)}
      destroyOnHidden
      size="large"
      items={TABS.map(({ key, label, Panel }) => ({ key, label, children: <Panel /> }))}
    />
  );
}
