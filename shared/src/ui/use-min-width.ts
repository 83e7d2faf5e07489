import { useSyncExternalStore } from 'react';

/** SPEC.md §9: the drawer breakpoint. */
const WIDE_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => window.matchMedia(WIDE_QUERY).matches;

/** True at 1024px and wider: side navigation; below it, the header and the drawer. */
export function useWideViewport(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}
