import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { ADMIN_ROUTES, type UserRole } from '@campaign/shared';
import { Route, Routes, useLocation, useNavigate } from '@campaign/shared/router';
import { areaOf, canOpen, type AreaKey } from '../lib/areas';
import { AdminOnly } from '../lib/components/AdminOnly';
import { AreaBoundary } from '../lib/components/AreaBoundary';
import { AreaHeader } from '../lib/components/AreaHeader';
import { ContentArea } from './ContentArea';

// Each area's code (and, for the dashboard, the chart library) is fetched when it is first
// opened: the content editors, the console's home, load nothing of the others.
const LAZY_AREAS: Record<Exclude<AreaKey, 'content'>, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('../features/dashboard')),
  media: lazy(() => import('../features/media')),
  messages: lazy(() => import('../features/messages')),
  pledges: lazy(() => import('../features/people/pledges')),
  subscribers: lazy(() => import('../features/people/subscribers')),
  users: lazy(() => import('../features/users')),
  activity: lazy(() => import('../features/activity')),
  newsletters: lazy(() => import('../features/newsletters')),
  outbox: lazy(() => import('../features/outbox')),
  settings: lazy(() => import('../features/settings')),
  account: lazy(() => import('../features/account')),
};

function AreaLoading({ title }: { title: string }) {
  return (
    <>
      <AreaHeader title={title} />
      <div role="status" aria-live="polite">
        <span className="visually-hidden">Loading…</span>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    </>
  );
}

function LazyArea({ areaKey, role }: { areaKey: keyof typeof LAZY_AREAS; role: UserRole }) {
  const area = areaOf(areaKey);
  if (!canOpen(area, role)) return <AdminOnly title={area.title} />;
  const Area = LAZY_AREAS[areaKey];
  return (
    <Suspense fallback={<AreaLoading title={area.title} />}>
      <Area />
    </Suspense>
  );
}

function UnknownArea() {
  const navigate = useNavigate();
  return (
    <>
      <AreaHeader title="Page not found" />
      <Result
        status="404"
        subTitle="The console has no page at this address."
        extra={
          <Button type="primary" onClick={() => navigate(ADMIN_ROUTES.content)}>
            Go to Content
          </Button>
        }
      />
    </>
  );
}

/** One route per area under the shell's /admin/* route; deep links and Back land on the area. */
export function ConsoleRoutes({ role }: { role: UserRole }) {
  const { pathname } = useLocation();
  return (
    <AreaBoundary resetKey={pathname}>
      <Routes>
        <Route index element={<ContentArea />} />
        {(Object.keys(LAZY_AREAS) as (keyof typeof LAZY_AREAS)[]).map((key) => (
          <Route
            key={key}
            path={areaOf(key).path.slice(`${ADMIN_ROUTES.content}/`.length)}
            element={<LazyArea areaKey={key} role={role} />}
          />
        ))}
        <Route path="*" element={<UnknownArea />} />
      </Routes>
    </AreaBoundary>
  );
}
