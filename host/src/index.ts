import './zod-without-eval';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesConfig } from './remotes/remotes-config';
import { setRemotesState } from './remotes/remotes-state';

/**
 * The host's async start: read which remotes exist and where (deployed independently), register
 * them, and only then load React and the app, so shared singletons are negotiated first.
 */
async function start(): Promise<void> {
  const config = await loadRemotesConfig();
  setRemotesState(config);
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  // Chakra, the theme's system, the session and API client, then the app: each one to two hundred
  // milliseconds of a slow phone's main thread, evaluated as its own task so that input and paint
  // get a turn between them instead of waiting for one long task.
  await import('@chakra-ui/react');
  await nextTask();
  await import('shared/theme');
  await nextTask();
  await import('shared/session');
  await nextTask();
  const { bootstrap } = await import('./bootstrap');
  bootstrap();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void start();
