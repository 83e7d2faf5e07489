import type { RsbuildPlugin } from '@rsbuild/core';

const PRESET = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset\.js$/;
const CALL = '= createSystem(defaultConfig)';

/**
 * Chakra's preset.js builds `defaultSystem = createSystem(defaultConfig)` as it loads: the whole
 * default theme turned into CSS variables, about 100 ms of a phone's main thread on every first
 * visit, for an export Fluxo never reads (shared/theme builds its own system from
 * `defaultConfig`). Marked pure, the unused call is dropped by the minifier; a used one stays.
 * A Chakra release that rewrites the line fails the build here rather than silently paying again.
 */
export function pluginPureChakraPreset(): RsbuildPlugin {
  return {
    name: 'fluxo:pure-chakra-preset',
    setup(api) {
      api.transform({ test: PRESET }, ({ code }) => {
        if (!code.includes(CALL)) {
          throw new Error(
            'pluginPureChakraPreset: @chakra-ui/react/dist/esm/preset.js no longer has ' +
              `"${CALL}"; check whether defaultSystem is still built at load`,
          );
        }
        return code.replace(CALL, '= /* @__PURE__ */ createSystem(defaultConfig)');
      });
    },
  };
}
