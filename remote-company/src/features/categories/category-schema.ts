import { z } from 'zod';
import { DRE_GROUPS } from 'shared/contracts';

export const CATEGORY_TYPE_LABELS = { receita: 'Receitas', despesa: 'Despesas' } as const;

// The API's rules (shared/contracts/setup/categories.ts), said in Portuguese before the request.
export const categoryFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Informe um nome com pelo menos 2 caracteres')
    .max(120, 'Use no máximo 120 caracteres'),
  code: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{2})*$/, 'Use o formato 1, 1.01, 1.01.02…'),
  parent_id: z.string(),
  type: z.enum(['receita', 'despesa']),
  dre_group: z.enum(DRE_GROUPS),
});
export type CategoryFormValues = z.infer<typeof categoryFormSchema>;

export function toCategoryBody(values: CategoryFormValues, creating: boolean) {
  const body: Record<string, unknown> = {
    name: values.name,
    code: values.code,
    parent_id: values.parent_id || null,
    dre_group: values.dre_group,
  };
  // A category's type is fixed at creation; a move keeps it (the parent has the same type).
  if (creating) body.type = values.type;
  return body;
}
