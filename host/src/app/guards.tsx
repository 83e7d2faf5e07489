import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectIsSignedIn, useAppSelector } from 'shared/session';
import type { Access } from './route-table';
import { HOME_PATH, LOGIN_PATH } from './route-table';
import { usePreviousAuthPath } from './route-history';

/**
 * SPEC.md §2 navigation guard: not-found is always allowed, and so is an `always` link (an
 * invitation, a charge's payer page); a logged-out person opening an auth page goes to login; a
 * logged-in person opening a page not marked auth goes back to where they were.
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const previous = usePreviousAuthPath();
  if (access === 'auth' && !signedIn) return <Navigate to={LOGIN_PATH} replace />;
  if (access === 'guest' && signedIn) return <Navigate to={previous ?? HOME_PATH} replace />;
  return children;
}
