import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import type { SystemConfig } from '@chakra-ui/react';

/**
 * The colour palettes the apps name (`colorPalette`, `red.fg`…), besides `brand`. Chakra's default
 * theme has ten; turning each into tokens, semantic tokens and CSS variables was half of
 * `createSystem`, itself about 130 ms of a slow phone's main thread at every start (issue 19, item
 * 6). A test fails when a source file names a palette left out here.
 */
export const USED_PALETTES = ['gray', 'red', 'orange', 'green', 'blue', 'purple'] as const;

/** A palette is a token group with shades (tokens) or with `solid`/`fg`… (semantic tokens). */
const isPalette = (name: string, group: unknown) =>
  !name.endsWith('Alpha') &&
  typeof group === 'object' &&
  group !== null &&
  ('500' in group || 'solid' in group);

function withUsedPalettes<Group extends object>(colors: Group | undefined): Group {
  // A subset of the same groups: the type of the whole still describes it.
  return Object.fromEntries(
    Object.entries(colors ?? {}).filter(
      ([name, group]) =>
        !isPalette(name, group) || (USED_PALETTES as readonly string[]).includes(name),
    ),
  ) as Group;
}

const defaultTheme = defaultConfig.theme ?? {};

/** Chakra's defaults with only the palettes above; recipes, sizes and the rest as they are. */
const leanDefaults: SystemConfig = {
  ...defaultConfig,
  theme: {
    ...defaultTheme,
    tokens: { ...defaultTheme.tokens, colors: withUsedPalettes(defaultTheme.tokens?.colors) },
    semanticTokens: {
      ...defaultTheme.semanticTokens,
      colors: withUsedPalettes(defaultTheme.semanticTokens?.colors),
    },
  },
};

/** Fluxo blue, built around the brand base #0042FF (SPEC.md §9). */
const brand = {
  50: { value: '#e6ecff' },
  100: { value: '#c2d0ff' },
  200: { value: '#8fa9ff' },
  300: { value: '#5c82ff' },
  400: { value: '#2e5eff' },
  500: { value: '#0042ff' },
  600: { value: '#0036d1' },
  700: { value: '#002aa3' },
  800: { value: '#001e75' },
  900: { value: '#001247' },
  950: { value: '#000a2b' },
};

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: { brand },
      fonts: {
        heading: { value: "Inter, 'Segoe UI', Roboto, system-ui, sans-serif" },
        body: { value: "Inter, 'Segoe UI', Roboto, system-ui, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(leanDefaults, config);
