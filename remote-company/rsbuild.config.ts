import { defineConfig } from '@rsbuild/core';
import { REMOTES, remoteConfig } from 'shared/federation';

export default defineConfig(
  remoteConfig({
    name: 'company',
    title: 'Fluxo · Empresa',
    port: REMOTES.company.devPort,
  }),
);
