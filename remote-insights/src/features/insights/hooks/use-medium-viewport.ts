import { useSyncExternalStore } from 'react';

/** Chakra's `md` breakpoint (48rem), so that this agrees with the `md` of the style props. */
const MEDIUM_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MEDIUM_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMedium = () => window.matchMedia(MEDIUM_QUERY).matches;

/** True from 768px up (tablets and desktops); false on phones. */
export function useMediumViewport(): boolean {
  return useSyncExternalStore(subscribe, isMedium);
}
