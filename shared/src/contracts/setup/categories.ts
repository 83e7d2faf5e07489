import { z } from 'zod';
import { DRE_GROUPS } from './dre';
import { MOVEMENT_TYPES } from '../movements/movements';
import { activeQuery, searchQuery, text, timestamps } from './setup-fields';

// Plano de contas: the screens build the tree from this flat list.

/** A category's type is the type of the movements it classifies. */
export const CATEGORY_TYPES = MOVEMENT_TYPES;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export const categoryTypeSchema = z.enum(CATEGORY_TYPES).describe('receita ou despesa');

export const dreGroupSchema = z
  .enum(DRE_GROUPS)
  .describe('Linha da DRE em que a categoria entra (receita_bruta, deducoes, custos…)');

export const categoryCodeField = z
  .string()
  .trim()
  .max(30)
  .regex(/^\d+(\.\d{2})*$/, 'deve ter o formato 1, 1.01, 1.01.02…')
  .describe('Código no plano de contas (1, 1.01, 1.01.02…), único na empresa');

export const categorySchema = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    parent_id: z.uuid().nullable(),
    type: categoryTypeSchema,
    code: z.string(),
    name: z.string(),
    dre_group: dreGroupSchema,
    active: z.boolean(),
    ...timestamps,
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const createCategoryBody = z.strictObject({
  parent_id: z.uuid().nullable().optional().describe('Categoria pai, da mesma empresa e tipo'),
  type: categoryTypeSchema,
  code: categoryCodeField,
  name: text(2, 120),
  dre_group: dreGroupSchema
    .optional()
    .describe('Linha da DRE; se omitida, a da categoria pai (ou, sem pai, a padrão do tipo)'),
  active: z.boolean().optional(),
});
export type CreateCategory = z.infer<typeof createCategoryBody>;

export const updateCategoryBody = createCategoryBody.partial();
export type UpdateCategory = z.infer<typeof updateCategoryBody>;

export const listCategoriesQuery = z.object({
  type: categoryTypeSchema.optional(),
  active: activeQuery,
  search: searchQuery.describe('Trecho do nome ou do código'),
});
export type CategoryFilter = z.infer<typeof listCategoriesQuery>;

/** What adding the standard plano did: the categories created (codes the company lacked). */
export const standardPlanoResultSchema = z
  .object({ created: z.number().int(), skipped: z.number().int() })
  .meta({ id: 'StandardPlanoResult' });
export type StandardPlanoResult = z.infer<typeof standardPlanoResultSchema>;
