import { defineConfig } from '@rsbuild/core';
import { REMOTES, remoteConfig } from 'shared/federation';

export default defineConfig(
  remoteConfig({
    name: 'auth',
    title: 'Fluxo · Acesso',
    port: REMOTES.auth.devPort,
  }),
);
