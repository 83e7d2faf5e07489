import type { CategoryRow } from '../../../db/schema';
import { NOTHING_TO_CHANGE_MESSAGE, badRequest, conflict, notFound } from '../../../errors';
import type {
  CategoriesRepository,
  CategoryColumns,
  CategoryWrite,
} from '../repositories/categories-repository';
import { STANDARD_PLANO_DE_CONTAS, parentCodeOf, standardTypeOf } from 'shared/contracts';
import type {
  Category,
  CategoryFilter,
  CreateCategory,
  StandardPlanoResult,
  UpdateCategory,
} from 'shared/contracts';
import { definedOnly } from '../../../lib/defined-only';

export const CATEGORY_NOT_FOUND_MESSAGE = 'Categoria não encontrada.';
export const CATEGORY_CODE_TAKEN_MESSAGE = 'Já existe uma categoria com este código.';
export const CATEGORY_HAS_CHILDREN_MESSAGE = 'Esta categoria possui subcategorias.';
export const CATEGORY_IN_USE_MESSAGE =
  'Esta categoria está em uso em movimentações: desative-a em vez de excluir.';
export const PARENT_NOT_FOUND_MESSAGE =
  "O campo 'parent_id' é inválido: categoria pai não encontrada.";
export const PARENT_TYPE_MESSAGE =
  "O campo 'type' é inválido: a subcategoria deve ser do mesmo tipo da categoria pai.";
export const CYCLE_MESSAGE =
  "O campo 'parent_id' é inválido: uma categoria não pode ficar abaixo de si mesma nem de uma subcategoria sua.";
/** A category with movements is a leaf until they are moved (movements go on leaves only). */
export const parentInUseMessage = (name: string) =>
  `A categoria ${name} tem movimentações: mova-as para outra categoria antes de criar uma subcategoria nela.`;
export const TYPE_IN_USE_MESSAGE =
  "O campo 'type' é inválido: não é possível mudar o tipo de uma categoria usada em movimentações.";
export const TYPE_WITH_CHILDREN_MESSAGE =
  "O campo 'type' é inválido: não é possível mudar o tipo de uma categoria com subcategorias.";

/** Deeper than any plano de contas; stops the walk up if the data were ever cyclic. */
const MAX_DEPTH = 64;

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    company_id: row.companyId,
    parent_id: row.parentId,
    type: row.type,
    code: row.code,
    name: row.name,
    dre_group: row.dreGroup,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toColumns(input: UpdateCategory): CategoryColumns {
  const columns: CategoryColumns = {
    parentId: input.parent_id,
    type: input.type,
    code: input.code,
    name: input.name,
    dreGroup: input.dre_group,
    active: input.active,
  };
  return definedOnly(columns);
}

function written(result: CategoryWrite): Category {
  if (result === 'code-taken') throw conflict(CATEGORY_CODE_TAKEN_MESSAGE);
  if (!result) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
  return toCategory(result);
}

/** Every call is scoped by the company: another company's id is a 404 (a 400 as parent_id). */
export interface CategoryService {
  list(companyId: string, filter: CategoryFilter): Promise<Category[]>;
  get(companyId: string, id: string): Promise<Category>;
  create(companyId: string, input: CreateCategory): Promise<Category>;
  update(companyId: string, id: string, changes: UpdateCategory): Promise<Category>;
  remove(companyId: string, id: string): Promise<void>;
  /**
   * Adds the standard plano's categories the company lacks (by code), under the company's own
   * parents when they exist and already have children; running it twice adds nothing. A code whose
   * parent is of another type or is one of the company's leaves is skipped, with everything below.
   */
  addStandardPlano(companyId: string): Promise<StandardPlanoResult>;
}

/**
 * The parent, in the company, of the same type and without movements of its own; for an update,
 * not the row or below it.
 */
async function checkParent(
  tree: CategoriesRepository,
  companyId: string,
  parentId: string,
  type: CategoryRow['type'],
  self?: string,
): Promise<void> {
  const parent = await tree.find(companyId, parentId);
  if (!parent) throw badRequest(PARENT_NOT_FOUND_MESSAGE);
  if (parent.type !== type) throw badRequest(PARENT_TYPE_MESSAGE);
  if (await tree.inUse(companyId, parentId)) throw conflict(parentInUseMessage(parent.name));
  if (self === undefined) return;
  let current: CategoryRow | null = parent;
  for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
    if (current.id === self) throw badRequest(CYCLE_MESSAGE);
    current = current.parentId ? await tree.find(companyId, current.parentId) : null;
  }
  if (current) throw badRequest(CYCLE_MESSAGE);
}

/** Writes run under the company's tree lock, so two moves cannot build a cycle between them. */
export function createCategoryService(deps: { categories: CategoriesRepository }): CategoryService {
  const { categories } = deps;
  return {
    async list(companyId, filter) {
      return (await categories.list(companyId, filter)).map(toCategory);
    },
    async get(companyId, id) {
      const row = await categories.find(companyId, id);
      if (!row) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
      return toCategory(row);
    },
    async create(companyId, input) {
      return categories.inTreeTransaction(companyId, async (tree) => {
        if (input.parent_id) await checkParent(tree, companyId, input.parent_id, input.type);
        // Without dre_group the database gives the parent's (or the type's): migration 0018.
        return written(
          await tree.create(companyId, {
            ...toColumns(input),
            type: input.type,
            code: input.code,
            name: input.name,
          }),
        );
      });
    },
    async update(companyId, id, changes) {
      const columns = toColumns(changes);
      if (Object.keys(columns).length === 0) throw badRequest(NOTHING_TO_CHANGE_MESSAGE);
      return categories.inTreeTransaction(companyId, async (tree) => {
        const current = await tree.find(companyId, id);
        if (!current) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
        const type = changes.type ?? current.type;
        const parentId = changes.parent_id === undefined ? current.parentId : changes.parent_id;
        if (type !== current.type && (await tree.hasChildren(companyId, id))) {
          throw badRequest(TYPE_WITH_CHILDREN_MESSAGE);
        }
        // A movement's type is its category's: the dashboards rely on it.
        if (type !== current.type && (await tree.inUse(companyId, id))) {
          throw badRequest(TYPE_IN_USE_MESSAGE);
        }
        if (parentId && (changes.parent_id !== undefined || type !== current.type)) {
          await checkParent(tree, companyId, parentId, type, id);
        }
        return written(await tree.update(companyId, id, columns));
      });
    },
    async remove(companyId, id) {
      await categories.inTreeTransaction(companyId, async (tree) => {
        if (await tree.hasChildren(companyId, id)) {
          if (!(await tree.find(companyId, id))) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
          throw conflict(CATEGORY_HAS_CHILDREN_MESSAGE);
        }
        const result = await tree.delete(companyId, id);
        if (result === 'missing') throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
        if (result === 'has-children') throw conflict(CATEGORY_HAS_CHILDREN_MESSAGE);
        if (result === 'in-use') throw conflict(CATEGORY_IN_USE_MESSAGE);
      });
    },
    async addStandardPlano(companyId) {
      return categories.inTreeTransaction(companyId, async (tree) => {
        const byCode = new Map((await tree.list(companyId, {})).map((row) => [row.code, row]));
        const skippedCodes = new Set<string>();
        const createdIds = new Set<string>();
        for (const standard of STANDARD_PLANO_DE_CONTAS) {
          if (byCode.has(standard.code)) continue;
          const type = standardTypeOf(standard.code);
          const parentCode = parentCodeOf(standard.code);
          const parent = parentCode ? byCode.get(parentCode) : undefined;
          // Under one of the company's own categories only if it is already a group: a leaf
          // given children could no longer take movements (they go on leaves only).
          const unusable =
            parentCode !== null &&
            (skippedCodes.has(parentCode) ||
              !parent ||
              parent.type !== type ||
              (!createdIds.has(parent.id) && !(await tree.hasChildren(companyId, parent.id))));
          if (unusable) {
            skippedCodes.add(standard.code);
            continue;
          }
          const row = await tree.create(companyId, {
            parentId: parent?.id ?? null,
            type,
            code: standard.code,
            name: standard.name,
            dreGroup: standard.dre_group,
          });
          // The lock is held, so the code cannot have been taken since the list was read.
          if (!row || row === 'code-taken') throw new Error(`standard category ${standard.code}`);
          byCode.set(row.code, row);
          createdIds.add(row.id);
        }
        return {
          created: createdIds.size,
          skipped: STANDARD_PLANO_DE_CONTAS.length - createdIds.size,
        };
      });
    },
  };
}
