import { useId, useState, type ReactNode } from 'react';
import { Button, Drawer, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import type { UserRole } from '@campaign/shared';
import { useLocation } from '@campaign/shared/router';
import { areaForPath } from '../lib/areas';
import { ConsoleNav } from './ConsoleNav';
import styles from './console-layout.module.css';

/**
 * The console's frame inside the shell's <main>: the side navigation beside the area on wide
 * screens; on phones (below antd's `md`, 768 px) the Sider folds away and a Menu button opens the
 * same navigation in a Drawer. The Sider's `aside` is not a landmark here (it sits inside main);
 * its navigation is.
 */
export function ConsoleLayout({ role, children }: { role: UserRole; children: ReactNode }) {
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const area = areaForPath(useLocation().pathname);

  return (
    <Layout hasSider className={styles.layout}>
      <Layout.Sider
        role="none"
        className={styles.sider}
        width={232}
        breakpoint="md"
        collapsedWidth={0}
        trigger={null}
      >
        <ConsoleNav role={role} />
      </Layout.Sider>
      <div className={styles.body}>
        <div className={styles.phoneBar}>
          <Button
            icon={<MenuOutlined aria-hidden="true" />}
            aria-expanded={drawerOpen}
            aria-controls={drawerOpen ? drawerId : undefined}
            onClick={() => setDrawerOpen(true)}
          >
            Menu
          </Button>
          {area && <span className={styles.phoneArea}>{area.label}</span>}
        </div>
        <div className={styles.area}>{children}</div>
      </div>
      <Drawer
        id={drawerId}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="left"
        size={280}
        title="Console"
        destroyOnHidden
        classNames={{ body: styles.drawerBody }}
      >
        <ConsoleNav role={role} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    </Layout>
  );
}
