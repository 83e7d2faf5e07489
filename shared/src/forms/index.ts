// Public entry of `shared/forms`: form pieces built on react-hook-form and zod. Bundled by each app
// that uses them, not shared as a singleton (shared/src/federation/shared-entries.ts): their
// `useFormContext` must be the app's own react-hook-form, whose provider wraps the form, and the
// dashboard, which loads the `shared/ui-kit` singleton for its period picker, must not pay for zod.
export { NewPasswordFields, newPasswordShape, withMatchingPasswords } from './new-password-fields';
export type { NewPasswordValues } from './new-password-fields';
export { CompanyFields, EMPTY_COMPANY_FORM } from './company-fields';
export type { CompanyFormValues } from './company-fields';
