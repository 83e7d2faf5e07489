import { z } from 'zod';
import {
  activeQuery,
  optionalText,
  pageOf,
  pageQuery,
  searchQuery,
  text,
  timestamps,
} from './setup-fields';

// Centros de custo (cadastros).

export const costCenterSchema = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    name: z.string(),
    code: z.string().nullable(),
    active: z.boolean(),
    ...timestamps,
  })
  .meta({ id: 'CostCenter' });
export type CostCenter = z.infer<typeof costCenterSchema>;

export const createCostCenterBody = z.strictObject({
  name: text(2, 120),
  code: optionalText(20).optional(),
  active: z.boolean().optional(),
});
export type CreateCostCenter = z.infer<typeof createCostCenterBody>;

export const updateCostCenterBody = createCostCenterBody.partial();
export type UpdateCostCenter = z.infer<typeof updateCostCenterBody>;

export const listCostCentersQuery = z.object({ search: searchQuery, active: activeQuery });
export type CostCenterFilter = z.infer<typeof listCostCentersQuery>;

export const pageCostCentersQuery = listCostCentersQuery.extend(pageQuery);
export type CostCenterPageFilter = z.infer<typeof pageCostCentersQuery>;
export const costCenterPageSchema = pageOf(costCenterSchema);
export type CostCenterPage = z.infer<typeof costCenterPageSchema>;
