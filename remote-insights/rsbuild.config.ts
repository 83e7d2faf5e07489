import { defineConfig } from '@rsbuild/core';
import { REMOTES, remoteConfig } from 'shared/federation';

export default defineConfig(
  remoteConfig({
    name: 'insights',
    title: 'Fluxo · Insights',
    port: REMOTES.insights.devPort,
  }),
);
