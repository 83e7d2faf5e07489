// Public entry of `shared/theme`.
export { system } from './system';
export {
  ColorModeProvider,
  ThemeRoot,
  THEME_STORAGE_KEY,
  initialColorMode,
  useColorMode,
} from './color-mode';
export type { ColorMode } from './color-mode';
