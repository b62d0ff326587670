import { Suspense } from 'react';
import { Route, Routes } from '@campaign/shared/router';
import { PUBLIC_ROUTE_TABLE } from './routes/route-table';
import { Loading } from './ui/Loading';

/** Every visitor route, mounted by the shell for any path outside /admin. */
export default function PublicRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {PUBLIC_ROUTE_TABLE.map(({ path, page: Page }) =>
          path === '' ? (
            <Route key="index" index element={<Page />} />
          ) : (
            <Route key={path} path={path} element={<Page />} />
          ),
        )}
      </Routes>
    </Suspense>
  );
}
