// Public entry of `shared/session`.
export * from './session-slice';
export * from './store';
export { shortNameOf } from './short-name';
export { decodeToken, readTokenCookie, removeTokenCookie, writeTokenCookie } from './token-cookie';
export { ACCOUNT_STORAGE_KEY, loadAccount } from './account-storage';
export {
  COMPANY_ERRORS,
  establishSession,
  fetchAccount,
  PROFILE_ERRORS,
  SessionSetupError,
} from './establish-session';
export { SWITCH_COMPANY_ERRORS, switchCompany } from './switch-company';
export { can, roleInCompany, useCan, useCompanyRole } from './company-role';
export type { CompanyAction } from './company-role';
