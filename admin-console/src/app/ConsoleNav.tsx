import type { MouseEvent, ReactNode } from 'react';
import { Badge, Menu } from 'antd';
import {
  AuditOutlined,
  ReadOutlined,
  DashboardOutlined,
  SendOutlined,
  SettingOutlined,
  EditOutlined,
  HeartOutlined,
  MailOutlined,
  NotificationOutlined,
  PictureOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { UserRole } from '@campaign/shared';
import { Link, useLocation } from '@campaign/shared/router';
import { useUnhandledCount } from '../lib/api/dashboard';
import { AREAS, areaForPath, canOpen, type AreaKey } from '../lib/areas';
import { useGuardedNavigate } from '../lib/unsaved-changes';
import styles from './console-layout.module.css';

const ICONS: Record<AreaKey, ReactNode> = {
  dashboard: <DashboardOutlined aria-hidden="true" />,
  content: <EditOutlined aria-hidden="true" />,
  media: <PictureOutlined aria-hidden="true" />,
  messages: <MailOutlined aria-hidden="true" />,
  pledges: <HeartOutlined aria-hidden="true" />,
  subscribers: <NotificationOutlined aria-hidden="true" />,
  users: <TeamOutlined aria-hidden="true" />,
  activity: <AuditOutlined aria-hidden="true" />,
  newsletters: <ReadOutlined aria-hidden="true" />,
  outbox: <SendOutlined aria-hidden="true" />,
  settings: <SettingOutlined aria-hidden="true" />,
  account: <UserOutlined aria-hidden="true" />,
};

interface ClickLike {
  button?: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A click that asks for a new tab or window (or a key press with a modifier). */
const isModified = (event: ClickLike) =>
  (event.button !== undefined && event.button !== 0) ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey;

/**
 * The link inside a menu item: a real link (open in a new tab works), whose plain click is left
 * to the menu, so mouse and keyboard take the same guarded way.
 */
function AreaLink({ to, children }: { to: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isModified(event)) event.preventDefault();
  };
  return (
    <Link to={to} onClick={onClick} className={styles.navLink}>
      {children}
    </Link>
  );
}

function MessagesLabel({ unhandled }: { unhandled: number | undefined }) {
  return (
    <span className={styles.navLabel}>
      Messages
      {unhandled !== undefined && unhandled > 0 && (
        <>
          <Badge
            count={unhandled}
            overflowCount={99}
            title={null}
            className={styles.badge}
            classNames={{ indicator: styles.badgeCount }}
          />
          {/* Read as "Messages 3 unhandled": the name holds the visible text, then says what. */}
          <span className="visually-hidden"> unhandled</span>
        </>
      )}
    </span>
  );
}

/**
 * The side navigation: the areas the signed-in role may use, in ADMIN_ROUTES order, the current
 * one selected. Moving to another area asks first when an editor has unsaved changes.
 */
export function ConsoleNav({ role, onNavigate }: { role: UserRole; onNavigate?: () => void }) {
  const location = useLocation();
  const go = useGuardedNavigate();
  const current = areaForPath(location.pathname);
  const unhandled = useUnhandledCount(role === 'admin');

  const items = AREAS.filter((area) => canOpen(area, role)).map((area) => ({
    key: area.path,
    icon: ICONS[area.key],
    label: (
      <AreaLink to={area.path}>
        {area.key === 'messages' ? <MessagesLabel unhandled={unhandled} /> : area.label}
      </AreaLink>
    ),
  }));

  return (
    <nav aria-label="Console" className={styles.nav}>
      <Menu
        mode="inline"
        className={styles.menu}
        selectedKeys={current ? [current.path] : []}
        items={items}
        onClick={({ key, domEvent }) => {
          if (isModified(domEvent)) return;
          if (key === location.pathname && location.search === '') {
            onNavigate?.();
            return;
          }
          void go(key).then((moved) => {
            if (moved) onNavigate?.();
          });
        }}
      />
    </nav>
  );
}
