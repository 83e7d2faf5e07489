// Browser code, bundled only into a remote's dev server: the dev transform in dev-remote.ts
// wraps each `src/expose/*.tsx` default export with it. Never in a production build.
import { createElement, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';
import { devRemoteProblems } from './dev-remote-problems';

/** The part of Rspack's `import.meta.webpackHot` used here. */
export interface HotModule {
  accept(): void;
  dispose(callback: (data: Record<string, unknown>) => void): void;
  data?: Record<string, unknown>;
}

/** Outlives the module instances: the host keeps rendering the first instance's wrapper. */
interface Slot {
  current: ComponentType;
  listeners: Set<() => void>;
  Wrapper: ComponentType;
}

function createSlot(component: ComponentType): Slot {
  const slot: Slot = { current: component, listeners: new Set(), Wrapper: component };
  const subscribe = (listener: () => void) => {
    slot.listeners.add(listener);
    return () => slot.listeners.delete(listener);
  };
  const current = () => slot.current;
  function HotExposed(props: object) {
    const Page = useSyncExternalStore(subscribe, current);
    return devRemoteProblems.length > 0
      ? createElement(DevRemoteProblems)
      : createElement(Page, props);
  }
  slot.Wrapper = HotExposed;
  return slot;
}

/** Plain elements: what is wrong may be Chakra itself. */
function DevRemoteProblems() {
  return createElement(
    'pre',
    {
      role: 'alert',
      'data-testid': 'dev-remote-problems',
      style: { whiteSpace: 'pre-wrap', padding: '1rem', border: '2px solid #e53e3e' },
    },
    devRemoteProblems.join('\n\n'),
  );
}

/**
 * Hot updates for an exposed page without React Fast Refresh, which cannot work against a
 * production host: its react-dom has no `scheduleRefresh`, and the remote must use the host's one
 * React. The host got this module's default export once (`loadRemote`) and keeps rendering it, so
 * the export is a wrapper that renders the latest implementation. The module accepts its own
 * updates (and, by bubbling, those of everything it imports); the new instance finds the wrapper's
 * slot in `hot.data` and swaps the component in, and the wrapper re-renders in place: no reload
 * of the host, whose state (store, session, other areas) is untouched. The page's own state
 * starts over, as React sees a new component type.
 */
export function hotExposed(hot: HotModule | undefined, component: ComponentType): ComponentType {
  if (!hot) return component;
  const previous = hot.data?.['slot'] as Slot | undefined;
  const slot = previous ?? createSlot(component);
  hot.dispose((data) => {
    data['slot'] = slot;
  });
  hot.accept();
  if (previous) {
    previous.current = component;
    for (const listener of previous.listeners) listener();
  }
  return slot.Wrapper;
}
