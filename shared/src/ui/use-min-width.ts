import { useCallback, useSyncExternalStore } from 'react';

/**
 * True while the viewport is at least `minWidth` CSS pixels wide, and re-renders when that
 * changes. Give it the breakpoint the layout switches at, so that the code agrees with the style
 * props: 1024 for the shell's drawer (SPEC.md §9), 768 for Chakra's `md`.
 */
export function useMinWidth(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
