import { loadRemote } from '@module-federation/enhanced/runtime';
import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { seedServedQueries } from 'shared/api';
import type { RemoteModule, RemoteModuleId } from 'shared/remotes';
import type { RemoteName } from 'shared/federation/remotes';
import { AdoptPrerender } from './adopt-prerender';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { getRemotesState, resetRemote } from './remotes-state';

const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per module and attempt, so navigating back does not re-suspend. */
function lazyRemote(id: RemoteModuleId, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${id}#${attempt}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemote<RemoteModule>(id);
      if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
      // Its endpoints exist now: the answers the server sent for them go into the cache before
      // the page first renders.
      seedServedQueries();
      return module;
    });
    components.set(key, component);
  }
  return component;
}

const attempts = new Map<RemoteName, number>();

function RemoteLoading() {
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">Carregando…</Text>
      </VStack>
    </Center>
  );
}

/** A route rendered by a remote: loading state, error fallback with retry, then the page. */
export function RemotePage({ module }: { module: RemoteModuleId }) {
  const name = module.split('/')[0] as RemoteName;
  const [attempt, setAttempt] = useState(() => attempts.get(name) ?? 0);
  const Component = lazyRemote(module, attempt);
  const retry = () => {
    // Without a readable remotes.json there is nothing to retry against: start over.
    if (getRemotesState().problem) {
      window.location.reload();
      return;
    }
    resetRemote(name);
    const next = (attempts.get(name) ?? 0) + 1;
    attempts.set(name, next);
    setAttempt(next);
  };
  return (
    <RemoteErrorBoundary key={`${module}#${attempt}`} remote={name} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Component />
        <AdoptPrerender />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
