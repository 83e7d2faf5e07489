// What other domains may use of setup: the plano de contas a new company starts with (sign-up
// and 'Nova empresa'), and the bank account's not-found message (a PSP is set per account).

export type { NewCategory } from './repositories/categories-repository';
export { standardPlanoRows } from './services/standard-plano';
export { BANK_ACCOUNT_NOT_FOUND_MESSAGE } from './services/bank-account-service';
