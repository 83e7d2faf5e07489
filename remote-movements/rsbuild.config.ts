import { defineConfig } from '@rsbuild/core';
import { REMOTES, remoteConfig } from 'shared/federation';

export default defineConfig(
  remoteConfig({
    name: 'movements',
    title: 'Fluxo · Movimentações',
    port: REMOTES.movements.devPort,
    exposes: {
      './MovementsPage': './src/expose/movements-page.tsx',
      './MovementsImportPage': './src/expose/movements-import-page.tsx',
      './PaymentPage': './src/expose/payment-page.tsx',
      './ImportPage': './src/expose/import-page.tsx',
    },
  }),
);
