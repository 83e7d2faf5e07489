import type { RsbuildPlugin } from '@rsbuild/core';

const SYSTEM = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
export const GLOBALS_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * `createSystem` turns every token into a CSS variable and serialises the reset, the global styles
 * and those variables (`system._global`) as it runs, and `<ChakraProvider>` hands them to Emotion,
 * which serialises and hashes the 31 kB again: about half of `createSystem` plus a long task on a
 * slow phone's every start (issue 19, item 6), for CSS that never changes between builds. In the
 * host's production build `_global` is left empty: the same CSS is written once, at build time,
 * into dist/index.html (shared/scripts/prerender.mjs, `chakraGlobalStyleTags`). A dev server, a
 * remote on its own, and jest keep Chakra as it is. A Chakra release that rewrites the line fails
 * the build here rather than silently paying again.
 */
export function pluginStaticChakraGlobals(): RsbuildPlugin {
  return {
    name: 'fluxo:static-chakra-globals',
    setup(api) {
      api.transform({ test: SYSTEM }, ({ code }) => staticGlobals(code));
    },
  };
}

export function staticGlobals(code: string): string {
  if (!code.includes(GLOBALS_LINE)) {
    throw new Error(
      'pluginStaticChakraGlobals: @chakra-ui/react/dist/esm/styled-system/system.js no longer has ' +
        `"${GLOBALS_LINE}"; check how the system's global CSS is built`,
    );
  }
  // Written into index.html at build time (see above).
  return code.replace(GLOBALS_LINE, 'const _global = [];');
}
