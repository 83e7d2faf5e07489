// Public entry of `shared/ui`: the small pieces SPEC.md names, shared by the host and every remote.
export { AppProviders } from './app-providers';
export { AuthLayout } from './auth-layout';
export {
  adoptPrerender,
  prerenderedFieldWasLeft,
  prerenderedValue,
  prerenderWasSubmitted,
} from './prerender';
export { toaster, Toaster } from './toaster';
export { PageHeading } from './page-heading';
export type { PageHeadingProps } from './page-heading';
export { Counter } from './counter';
export type { CounterProps, CounterSeverity } from './counter';
export { StatusTag, statusSeverity } from './status-tag';
export type { Severity } from './status-tag';
export { UnderConstruction } from './under-construction';
export { Tooltip } from './tooltip';
export { PasswordInput } from './password-input';
export { PasswordStrengthMeter, passwordStrength } from './password-strength';
export type { PasswordStrength } from './password-strength';
export type { TooltipProps } from './tooltip';
export { useMinWidth } from './use-min-width';
export { THEME_DOCK_GUTTER, THEME_DOCK_HEIGHT, ThemeToggle } from './theme-toggle';
export { PixQrCode, isSafeSvg } from './pix-qr-code';
export type { PixQrCodeProps } from './pix-qr-code';
