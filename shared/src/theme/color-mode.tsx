import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export type ColorMode = 'light' | 'dark';

/** SPEC.md §3: local storage key `theme`, value `dark` or `light`. */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Sent on `window` by host/public/paint-theme.js when someone toggles the theme on a page the
 * server prerendered, before the app has taken it over; `detail` is the new mode.
 */
export const THEME_CHANGE_EVENT = 'fluxo:theme';

const isColorMode = (value: unknown): value is ColorMode => value === 'dark' || value === 'light';

function storedColorMode(): ColorMode | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isColorMode(stored) ? stored : null;
  } catch {
    // Storage can be blocked (privacy mode).
    return null;
  }
}

export function initialColorMode(): ColorMode {
  // Rendered to HTML at build (shared/prerender): paint-theme.js puts the mode on <html> there.
  if (typeof window === 'undefined') return 'light';
  return (
    storedColorMode() ??
    (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')
  );
}

interface ColorModeValue {
  colorMode: ColorMode;
  toggleColorMode: () => void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

/**
 * Our own colour-mode state (next-themes writes only to <html> and warns under React 19).
 * The `dark` class goes on the element with id `theme` (SPEC.md §4) — rendered by `ThemeRoot` —
 * and on <html> too, because Chakra portals popovers, menus, drawers and toasts outside `#theme`.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [colorMode, setColorMode] = useState<ColorMode>(initialColorMode);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', colorMode === 'dark');
    root.classList.toggle('light', colorMode === 'light');
    root.style.colorScheme = colorMode;
  }, [colorMode]);

  // A toggle on the prerendered page while the app was starting: the app keeps that choice. The
  // first render is a transition, sliced over many tasks: a toggle after it read the mode but
  // before this listener existed told no one, and only the stored value knows. Read again here,
  // before the first paint, the page is never painted in the stale mode.
  useLayoutEffect(() => {
    const follow = (event: Event) => {
      const mode: unknown = (event as CustomEvent<unknown>).detail;
      if (isColorMode(mode)) setColorMode(mode);
    };
    window.addEventListener(THEME_CHANGE_EVENT, follow);
    const stored = storedColorMode();
    if (stored) setColorMode(stored);
    return () => window.removeEventListener(THEME_CHANGE_EVENT, follow);
  }, []);

  const toggleColorMode = useCallback(() => {
    setColorMode((current) => {
      const next: ColorMode = current === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // The toggle still works for this visit when storage is blocked.
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ colorMode, toggleColorMode }), [colorMode, toggleColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside <ColorModeProvider>');
  return value;
}

/** The page element with id `theme` that carries the `dark` class (SPEC.md §4). */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const { colorMode } = useColorMode();
  return (
    <div id="theme" className={colorMode === 'dark' ? 'dark' : undefined}>
      {children}
    </div>
  );
}
