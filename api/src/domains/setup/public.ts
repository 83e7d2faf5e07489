// What other domains may use of setup: the plano de contas a new company starts with (sign-up
// and 'Nova empresa'), the bank account's not-found message (a PSP is set per account), and the
// transfers' flows every account balance adds (the reconciliation status reads one too).

export type { NewCategory } from './repositories/categories-repository';
export { standardPlanoRows } from './services/standard-plano';
export { BANK_ACCOUNT_NOT_FOUND_MESSAGE } from './services/bank-account-service';
export { transferFlows } from './repositories/bank-accounts-repository';
