import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { AppLayout } from '../shell/app-layout';
import { PublicLayout } from '../shell/public-layout';
import { Guard } from './guards';
import { RouteHistoryProvider } from './route-history';
import { REMOTE_ROUTES } from './route-table';
import type { Layout, RemoteRoute } from './route-table';
import { useRefreshAccount } from './use-refresh-account';

const PlaygroundPage = lazy(() =>
  import('../features/playground/playground-page').then((module) => ({
    default: module.PlaygroundPage,
  })),
);

const routesIn = (layout: Layout) => REMOTE_ROUTES.filter((route) => route.layout === layout);

// A function, not a component: <Routes> reads its <Route> children directly.
const remoteRoute = (route: RemoteRoute) => (
  <Route
    key={route.path}
    path={route.path}
    element={
      <Guard access={route.access}>
        <RemotePage module={route.module} />
      </Guard>
    }
  />
);

export function AppRoutes() {
  useRefreshAccount();
  return (
    <RouteHistoryProvider>
      <Routes>
        <Route element={<PublicLayout />}>{routesIn('public').map(remoteRoute)}</Route>
        <Route element={<AppLayout />}>
          {routesIn('app').map(remoteRoute)}
          <Route
            path="/playground"
            element={
              <Guard access="auth">
                <PlaygroundPage />
              </Guard>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteHistoryProvider>
  );
}
