import { useSyncExternalStore } from 'react';

/** Below Chakra's `md` (48rem): the table's rows turn into cards. */
const NARROW_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_QUERY).matches;

/** True on phones; the virtual list needs the row height in pixels, not only in CSS. */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, isNarrow);
}
