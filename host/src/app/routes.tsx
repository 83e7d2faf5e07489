import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { AppLayout } from '../shell/app-layout';
import { Guard } from './guards';
import { RouteHistoryProvider } from './route-history';
import { REMOTE_ROUTES } from './route-table';
import { useRefreshAccount } from './use-refresh-account';

const PlaygroundPage = lazy(() =>
  import('../features/playground/playground-page').then((module) => ({
    default: module.PlaygroundPage,
  })),
);

export function AppRoutes() {
  useRefreshAccount();
  return (
    <RouteHistoryProvider>
      <Routes>
        <Route element={<AppLayout />}>
          {REMOTE_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Guard access={route.access}>
                  <RemotePage module={route.module} />
                </Guard>
              }
            />
          ))}
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
