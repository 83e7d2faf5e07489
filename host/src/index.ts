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
  const { bootstrap } = await import('./bootstrap');
  bootstrap();
}

void start();
