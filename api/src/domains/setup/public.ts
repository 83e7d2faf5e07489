export type { NewCategory } from './repositories/categories-repository';
export { standardPlanoRows } from './services/standard-plano';
