import type { CostCenterRow } from '../../../db/schema';
import { NOTHING_TO_CHANGE_MESSAGE, badRequest, conflict, notFound } from '../../../errors';
import type {
  CostCenterColumns,
  CostCenterWrite,
  CostCentersRepository,
} from '../repositories/cost-centers-repository';
import type {
  CostCenter,
  CostCenterFilter,
  CostCenterPage,
  CostCenterPageFilter,
  CreateCostCenter,
  UpdateCostCenter,
} from 'shared/contracts';

export const COST_CENTER_NOT_FOUND_MESSAGE = 'Centro de custo não encontrado.';
export const COST_CENTER_IN_USE_MESSAGE =
  'Este centro de custo está em uso em movimentações: desative-o em vez de excluir.';
export const COST_CENTER_NAME_TAKEN_MESSAGE = 'Já existe um centro de custo com este nome.';

export function toCostCenter(row: CostCenterRow): CostCenter {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    code: row.code,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toColumns(input: UpdateCostCenter): CostCenterColumns {
  const columns: CostCenterColumns = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.code !== undefined) columns.code = input.code;
  if (input.active !== undefined) columns.active = input.active;
  return columns;
}

function written(result: CostCenterWrite): CostCenter {
  if (result === 'name-taken') throw conflict(COST_CENTER_NAME_TAKEN_MESSAGE);
  if (!result) throw notFound(COST_CENTER_NOT_FOUND_MESSAGE);
  return toCostCenter(result);
}

/** Every call is scoped by the company: another company's id is a 404, as a missing one. */
export interface CostCenterService {
  list(companyId: string, filter: CostCenterFilter): Promise<CostCenter[]>;
  page(companyId: string, filter: CostCenterPageFilter): Promise<CostCenterPage>;
  get(companyId: string, id: string): Promise<CostCenter>;
  create(companyId: string, input: CreateCostCenter): Promise<CostCenter>;
  update(companyId: string, id: string, changes: UpdateCostCenter): Promise<CostCenter>;
  remove(companyId: string, id: string): Promise<void>;
}

export function createCostCenterService(deps: {
  costCenters: CostCentersRepository;
}): CostCenterService {
  const { costCenters } = deps;
  return {
    async list(companyId, filter) {
      return (await costCenters.list(companyId, filter)).map(toCostCenter);
    },
    async page(companyId, filter) {
      const { rows, total } = await costCenters.page(companyId, filter);
      return { items: rows.map(toCostCenter), total };
    },
    async get(companyId, id) {
      const row = await costCenters.find(companyId, id);
      if (!row) throw notFound(COST_CENTER_NOT_FOUND_MESSAGE);
      return toCostCenter(row);
    },
    async create(companyId, input) {
      return written(
        await costCenters.create(companyId, { ...toColumns(input), name: input.name }),
      );
    },
    async update(companyId, id, changes) {
      const columns = toColumns(changes);
      if (Object.keys(columns).length === 0) throw badRequest(NOTHING_TO_CHANGE_MESSAGE);
      return written(await costCenters.update(companyId, id, columns));
    },
    async remove(companyId, id) {
      const result = await costCenters.delete(companyId, id);
      if (result === 'missing') throw notFound(COST_CENTER_NOT_FOUND_MESSAGE);
      if (result === 'in-use') throw conflict(COST_CENTER_IN_USE_MESSAGE);
    },
  };
}
