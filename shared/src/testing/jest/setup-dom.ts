import '@testing-library/jest-dom/jest-globals';
import { act, configure } from '@testing-library/react';
import { toaster } from '../../ui/toaster';

// On a loaded 2-core machine (CI runs the API suite and builds beside jest) a lazy chunk or a
// popover can take seconds to appear: findBy… waits up to 10 s instead of 1 s. Only waiting for
// what must appear gets longer; no assertion changes.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Chakra's popovers, menus and breakpoints use (RECIPES.md).
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
// Chakra's checkbox and switch (zag's press tracking) build a PointerEvent when focus leaves them.
globalThis.PointerEvent ??= class PointerEventStub extends MouseEvent {} as typeof PointerEvent;

/** Width the tests pretend the viewport has; `setViewportWidth` changes it and fires listeners. */
let viewportWidth = 1366;
const mediaListeners = new Set<() => void>();

function matches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (min && viewportWidth < Number(min[1])) return false;
  if (max && viewportWidth > Number(max[1])) return false;
  if (query.includes('prefers-color-scheme: dark')) return globalThis.__prefersDark === true;
  return Boolean(min || max);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => {
    const listeners = new Map<(event: MediaQueryListEvent) => void, () => void>();
    const list = {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => {
        const notify = () =>
          listener({ matches: matches(query), media: query } as MediaQueryListEvent);
        listeners.set(listener, notify);
        mediaListeners.add(notify);
      },
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => {
        const notify = listeners.get(listener);
        if (notify) mediaListeners.delete(notify);
        listeners.delete(listener);
      },
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list as unknown as MediaQueryList;
  },
});

globalThis.setViewportWidth = (width: number) => {
  viewportWidth = width;
  mediaListeners.forEach((notify) => notify());
};

Element.prototype.scrollTo ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;

afterEach(() => {
  // The toaster is one instance per page, as in the app: a toast must not outlive its test.
  act(() => toaster.remove());
  viewportWidth = 1366;
  mediaListeners.clear();
  globalThis.__prefersDark = false;
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
