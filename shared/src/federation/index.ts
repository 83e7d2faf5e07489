// Build-time only (read by the five rsbuild.config.ts files, never by browser code): one
// definition of the federation wiring, so the singleton list cannot drift between apps.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import type { ConfigParams, RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginPrecompress } from './precompress';
import { DEV_REMOTE_RUNTIME_PLUGIN, pluginDevRemote, TREE_SHAKEN_IMPORTS_PATH } from './dev-remote';
import type { DevRemoteRuntimeOptions } from './dev-remote-runtime-plugin';
import { PUBLIC_ENV_DEFINE } from './public-env';
import { pluginPureChakraPreset } from './pure-chakra-preset';
import { pluginStaticChakraGlobals } from './static-chakra-globals';
import { SHARED_SINGLETONS } from './shared-entries';
import { CHAKRA_EXPORTS, ROUTER_EXPORTS, TREE_SHAKEN_LIST_NAMES } from './tree-shaken-exports';
import { exposedModules } from '../remotes/index';
import { API_DEV_PORT, HOST_DEV_PORT, REMOTES } from './remotes';
import type { RemoteName } from './remotes';

export { API_DEV_PORT, HOST_DEV_PORT, REMOTES };
export type { RemoteName };

const sharedVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

const singleton = { singleton: true } as const;

/**
 * One copy of each in the browser (DESIGN.md). Trailing-slash keys catch subpaths such as
 * `react/jsx-runtime` and `react-dom/client`. `shared` is a workspace package, so its version is
 * given explicitly.
 *
 * Production builds tree-shake Chakra and the router to the pinned export lists (a whole Chakra is
 * ≈ 300 KB gzip). Dev builds do not: the analysis it needs makes Rspack's dev output drop exports
 * that code still reads (`__exportAll is not a function` in the federation SDK). A dev remote
 * inside a production host therefore asks the runtime for the host's tree-shaken copy itself
 * (dev-remote-runtime-plugin.ts).
 */
export function sharedDependencies(
  command: ConfigParams['command'],
): moduleFederationPlugin.SharedObject {
  const treeShaken = (usedExports: readonly string[]) =>
    command === 'build'
      ? {
          singleton: true,
          treeShaking: { mode: 'runtime-infer' as const, usedExports: [...usedExports] },
        }
      : singleton;
  return {
    react: singleton,
    'react/': singleton,
    'react-dom': singleton,
    'react-dom/': singleton,
    'react-router': treeShaken(ROUTER_EXPORTS),
    'react-router-dom': treeShaken(ROUTER_EXPORTS),
    '@chakra-ui/react': treeShaken(CHAKRA_EXPORTS),
    '@emotion/react': singleton,
    '@emotion/react/': singleton,
    '@reduxjs/toolkit': singleton,
    '@reduxjs/toolkit/': singleton,
    'react-redux': singleton,
    axios: singleton,
    ...Object.fromEntries(
      SHARED_SINGLETONS.map((entry) => [
        `shared/${entry}`,
        { singleton: true, version: sharedVersion, requiredVersion: `^${sharedVersion}` },
      ]),
    ),
  };
}

interface AppOptions {
  /** Port of the app's own dev server. */
  port: number;
  title: string;
}

/** `./LoginPage` → `./src/expose/login-page.tsx`, for every module `REMOTE_MODULES` lists. */
function exposesOf(name: RemoteName): Record<string, string> {
  return Object.fromEntries(
    exposedModules(name).map(({ module, file }) => [`./${module}`, `./src/expose/${file}`]),
  );
}

/**
 * A remote: exposes the route components `REMOTE_MODULES` lists for it, loads its chunks from wherever its manifest was fetched
 * (`assetPrefix: 'auto'`), and uses React's production JSX runtime even in dev, because a dev
 * remote inside a production host otherwise crashes with `dispatcher.getOwner is not a function`.
 * Its dev server is also made for that page (README, "Running one remote against the deployed
 * host"): it takes the host's tree-shaken Chakra and router (dev-remote-runtime-plugin.ts), says
 * which export the host lacks, and updates its pages in place (dev-remote.ts, hot-exposed.ts).
 */
export function remoteConfig(
  options: AppOptions & { name: RemoteName },
): (params: ConfigParams) => RsbuildConfig {
  const app = REMOTES[options.name].package;
  const appDir = fileURLToPath(new URL(`../../../${app}`, import.meta.url));
  return ({ command }) => {
    const dev = command === 'dev';
    const runtimeOptions: DevRemoteRuntimeOptions | null = dev
      ? {
          remote: options.name,
          importsUrl: `http://localhost:${options.port}${TREE_SHAKEN_IMPORTS_PATH}`,
          lists: { ...TREE_SHAKEN_LIST_NAMES },
        }
      : null;
    return {
      plugins: [
        pluginReact({
          fastRefresh: false,
          swcReactOptions: { development: false, refresh: false },
        }),
        pluginModuleFederation({
          name: options.name,
          exposes: exposesOf(options.name),
          shared: sharedDependencies(command),
          dts: false,
          manifest: true,
          // Production remotes reuse the host's federation runtime (≈ 17 KB gzip less per remote);
          // a dev server also runs standalone, where no host provides one.
          experiments: { externalRuntime: command === 'build' },
          ...(runtimeOptions && {
            runtimePlugins: [[DEV_REMOTE_RUNTIME_PLUGIN, { ...runtimeOptions }]],
          }),
        }),
        pluginPureChakraPreset(),
        pluginPrecompress(),
        ...(dev ? [pluginDevRemote({ app, appDir })] : []),
      ],
      source: { entry: { index: './src/index.ts' }, define: PUBLIC_ENV_DEFINE },
      html: { title: options.title },
      output: { assetPrefix: 'auto', cleanDistPath: true, ...devOutput(command) },
      server: { port: options.port, strictPort: true, historyApiFallback: true },
      dev: {
        // Rsbuild 2 compiles dynamic imports on first request by default; with federation's share
        // chunks that left some never emitted (standalone: ChunkLoadError on
        // `webpack_sharing_consume_default_react_react-…`), and in a host every page's first load
        // waited for its compile. A remote is small: build it all up front.
        lazyCompilation: false,
        writeToDisk: false,
        // The HMR client runs in whatever page loaded the remote, often a deployed host on another
        // origin: by default it would dial that page's host and port. The dev server is on this
        // machine, on this port (the override accepts only loopback URLs).
        client: { protocol: 'ws', host: 'localhost', port: '<port>' },
      },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
    };
  };
}

/**
 * A dev server serves from memory, but it still cleans its output folder when it starts: pointed
 * at `dist/` it emptied the build `npm start` serves. Dev output has its own (git-ignored) folder,
 * so any app's `npm run dev` can run beside `npm start` in one checkout.
 */
function devOutput(
  command: ConfigParams['command'],
): Pick<NonNullable<RsbuildConfig['output']>, 'distPath'> {
  return command === 'dev' ? { distPath: { root: 'node_modules/.cache/dev-dist' } } : {};
}

/**
 * The host: keeps `assetPrefix: '/'` (relative paths break deep routes), starts with no remotes
 * (they are registered at run time from `remotes.json`), and prefers what is already loaded so
 * that one unreachable remote cannot blank the app.
 */
export function hostConfig(options: AppOptions): (params: ConfigParams) => RsbuildConfig {
  const remoteProxies = Object.fromEntries(
    Object.entries(REMOTES).map(([name, remote]) => [
      `/remotes/${name}`,
      { target: `http://localhost:${remote.devPort}`, pathRewrite: { [`^/remotes/${name}`]: '' } },
    ]),
  );
  return ({ command }) => ({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'host',
        remotes: {},
        shared: sharedDependencies(command),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        // Matches the remotes: only production remotes expect the host's runtime (see remoteConfig).
        experiments: { provideExternalRuntime: command === 'build' },
      }),
      pluginPureChakraPreset(),
      // Only where the build's prerender step writes the CSS into index.html.
      ...(command === 'build' ? [pluginStaticChakraGlobals()] : []),
      pluginPrecompress(),
    ],
    source: { entry: { index: './src/index.ts' }, define: PUBLIC_ENV_DEFINE },
    html: { title: options.title, template: './src/index.html' },
    output: { assetPrefix: '/', cleanDistPath: true, ...devOutput(command) },
    dev: { writeToDisk: false },
    server: {
      port: options.port,
      strictPort: true,
      historyApiFallback: true,
      // In dev the same `remotes.json` works: each remote's dev server sits behind the host's origin.
      proxy: {
        ...remoteProxies,
        '/v1': `http://localhost:${API_DEV_PORT}`,
        '/health': `http://localhost:${API_DEV_PORT}`,
        '/docs': `http://localhost:${API_DEV_PORT}`,
      },
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
