import type { RsbuildPlugin } from '@rsbuild/core';
import { CHAKRA_EXPORTS } from './tree-shaken-exports';

const INDEX = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;
export const PRESET_EXPORT = "export { defaultConfig, defaultSystem } from './preset.js';";

const PRESET = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset\.js$/;
const CALL = '= createSystem(defaultConfig)';

const THEME = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/].*\.js$/;
const THEME_INDEX = /[\\/]theme[\\/]index\.js$/;
const DEFINE = /= (define[A-Z]\w*)\(/g;

const changed = (file: string, line: string) =>
  new Error(
    `pluginPureChakraPreset: @chakra-ui/react/dist/esm/${file} no longer has "${line}"; ` +
      "check whether Chakra's default theme ships again",
  );

/** Chakra's index.js without its re-export of preset.js (see pluginPureChakraPreset). */
export function withoutPresetExport(code: string): string {
  if (!code.includes(PRESET_EXPORT)) throw changed('index.js', PRESET_EXPORT);
  return code.replace(PRESET_EXPORT, '');
}

/**
 * Chakra's `define…` helpers return their argument (`(v) => v`, styled-system/config.js), but to
 * the bundler a call may have effects, so every recipe would stay in the bundle. Unwrapped to the
 * objects they return, the recipes no one reads are left out.
 */
export function unwrapDefinitions(code: string): string {
  return code.replace(DEFINE, '= (');
}

/** Whether an app imports Chakra's default config or system (tree-shaken-exports.test.ts). */
const presetImported = (['defaultConfig', 'defaultSystem'] as const).some((name) =>
  (CHAKRA_EXPORTS as readonly string[]).includes(name),
);

/**
 * Chakra's default theme costs every page, though Fluxo builds its own (shared/theme, issue 19,
 * item 6) from the parts it uses:
 * - Chakra's index re-exports preset.js, whose `defaultConfig` holds all 76 recipes. A shared
 *   library's fallback keeps every export, so they all shipped, in the chunk of the theme's
 *   tokens that every page loads. While no app imports `defaultConfig` nor `defaultSystem`, the
 *   re-export is dropped (an app that does adds them to CHAKRA_EXPORTS, and the line stays);
 * - should it stay, preset.js builds `defaultSystem = createSystem(defaultConfig)` as it loads,
 *   about 100 ms of a phone's main thread: marked pure, it is dropped unless read;
 * - the theme's files wrap each recipe in `defineRecipe(…)` (unwrapDefinitions).
 * A Chakra release that rewrites these lines fails the build here rather than silently paying again.
 */
export function pluginPureChakraPreset(): RsbuildPlugin {
  return {
    name: 'fluxo:pure-chakra-preset',
    setup(api) {
      if (!presetImported) {
        api.transform({ test: INDEX }, ({ code }) => withoutPresetExport(code));
      }
      api.transform({ test: PRESET }, ({ code }) => {
        if (!code.includes(CALL)) throw changed('preset.js', CALL);
        return code.replace(CALL, '= /* @__PURE__ */ createSystem(defaultConfig)');
      });
      api.transform({ test: THEME }, ({ code, resourcePath }) => {
        const unwrapped = unwrapDefinitions(code);
        if (THEME_INDEX.test(resourcePath) && unwrapped === code) {
          throw changed('theme/index.js', '= defineConfig(');
        }
        return unwrapped;
      });
    },
  };
}
