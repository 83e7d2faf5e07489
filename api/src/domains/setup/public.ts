// What other domains may use of setup: the plano de contas a new company starts with (sign-up
// and 'Nova empresa').

export type { NewCategory } from './repositories/categories-repository';
export { standardPlanoRows } from './services/standard-plano';
