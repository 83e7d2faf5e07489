import { z } from 'zod';
import type { CostCenter } from 'shared/contracts';

// The API's limits (api/src/schemas/cost-centers.ts), said in Portuguese before the request.
export const costCenterFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Informe um nome com pelo menos 2 caracteres')
    .max(120, 'Use no máximo 120 caracteres'),
  code: z.string().trim().max(20, 'Use no máximo 20 caracteres'),
});
export type CostCenterFormValues = z.infer<typeof costCenterFormSchema>;

export function costCenterDefaults(row: CostCenter | null): CostCenterFormValues {
  return { name: row?.name ?? '', code: row?.code ?? '' };
}

/** A blank code is sent as null: the API stores "no code", not an empty one. */
export function toCostCenterBody(values: CostCenterFormValues): Record<string, unknown> {
  return { name: values.name, code: values.code || null };
}
