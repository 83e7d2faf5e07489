import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared/federation/remotes';
import type { LoadedRemotesConfig } from './remotes-config';

let state: LoadedRemotesConfig = { remotes: {}, problem: null, overrides: {} };

export function setRemotesState(next: LoadedRemotesConfig): void {
  state = next;
}

export function getRemotesState(): LoadedRemotesConfig {
  return state;
}

/**
 * Forget a remote that failed so the next load fetches its manifest and entry again (the runtime
 * otherwise keeps the failed attempt cached for the life of the page).
 */
export function resetRemote(name: RemoteName): void {
  const entry = state.remotes[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
