import { Outlet } from 'react-router-dom';
import { AuthLayout, ThemeToggle } from 'shared/ui';

/**
 * The frame of a page for people outside the company (route-table.ts `public`): the sign-in
 * pages' frame whether or not someone is signed in here, so a payer who also uses Fluxo sees the
 * page as everyone does, without their own company's menus, and the shell is never loaded for it.
 */
export function PublicLayout() {
  return (
    <>
      <AuthLayout>
        <Outlet />
      </AuthLayout>
      <ThemeToggle />
    </>
  );
}
