import { createContext, useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { REMOTE_ROUTES } from './route-table';

const PreviousAuthPathContext = createContext<{ current: string | null }>({ current: null });

function isAuthPath(pathname: string): boolean {
  return (
    REMOTE_ROUTES.some((route) => route.access === 'auth' && matchPath(route.path, pathname)) ||
    pathname === '/playground'
  );
}

/** Remembers the last page that needed a session, for the guard's "back to the previous route". */
export function RouteHistoryProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (isAuthPath(location.pathname)) previous.current = location.pathname + location.search;
  }, [location]);
  return (
    <PreviousAuthPathContext.Provider value={previous}>{children}</PreviousAuthPathContext.Provider>
  );
}

export function usePreviousAuthPath(): string | null {
  return useContext(PreviousAuthPathContext).current;
}
