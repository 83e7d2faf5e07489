import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { selectIsSignedIn, useAppSelector } from 'shared/session';
import { AuthLayout, ThemeToggle } from 'shared/ui';

// The shell (menus, drawer, their icons) is loaded only once someone is signed in: the login
// page, every visitor's first page, is held to a bundle budget.
const Shell = lazy(() => import('./shell').then((module) => ({ default: module.Shell })));

export function AppLayout() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <>
      {signedIn ? (
        <Suspense fallback={null}>
          <Shell>
            <Outlet />
          </Shell>
        </Suspense>
      ) : (
        <AuthLayout>
          <Outlet />
        </AuthLayout>
      )}
      <ThemeToggle />
    </>
  );
}
