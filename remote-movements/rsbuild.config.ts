import { defineConfig } from '@rsbuild/core';
import { REMOTES, remoteConfig } from 'shared/federation';

export default defineConfig(
  remoteConfig({
    name: 'movements',
    title: 'Fluxo · Movimentações',
    port: REMOTES.movements.devPort,
  }),
);
