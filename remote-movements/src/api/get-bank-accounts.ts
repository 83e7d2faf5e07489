// The bank accounts' one definition lives in shared/api (setup-queries.ts), read by several
// remotes; this remote's screens import it from here.
export { useGetBankAccountsQuery } from 'shared/api';
