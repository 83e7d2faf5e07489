import { defineConfig } from '@rsbuild/core';
import { HOST_DEV_PORT, hostConfig } from 'shared/federation';

export default defineConfig(hostConfig({ title: 'Fluxo', port: HOST_DEV_PORT }));
