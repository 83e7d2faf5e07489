import { Outlet } from 'react-router-dom';
import { selectIsSignedIn, useAppSelector } from 'shared/session';
import { AuthLayout } from './auth-layout';
import { Shell } from './shell';
import { ThemeToggle } from './theme-toggle';

export function AppLayout() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <>
      {signedIn ? (
        <Shell>
          <Outlet />
        </Shell>
      ) : (
        <AuthLayout>
          <Outlet />
        </AuthLayout>
      )}
      <ThemeToggle />
    </>
  );
}
