import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import type { SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  datePickerSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  pinInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

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

/**
 * Chakra's default theme with only the palettes above and the recipes of the components the apps
 * import, built from its parts rather than from `defaultConfig`, which holds all 76 recipes that
 * `createSystem` then deep-copies. With pluginPureChakraPreset leaving `defaultConfig` out of the
 * build, the others no longer ship: 60 kB less JavaScript on every page (issue 19, item 6).
 * recipes.test.ts derives the list from CHAKRA_EXPORTS and the ui-kit's parts styled by a recipe's
 * key.
 */
const leanDefaults: SystemConfig = {
  ...defaultBaseConfig,
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withUsedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withUsedPalettes(semanticTokens.colors) },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      datePicker: datePickerSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      pinInput: pinInputSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
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
