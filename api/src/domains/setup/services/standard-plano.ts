import { randomUUID } from 'node:crypto';
import { STANDARD_PLANO_DE_CONTAS, parentCodeOf, standardTypeOf } from 'shared/contracts';
import type { NewCategory } from '../repositories/categories-repository';

/** A standard category ready to insert: its id is chosen here so children can name their parent. */
export type StandardCategoryRow = NewCategory & { id: string; parentId: string | null };

/**
 * The whole standard plano as rows for a company that has no categories yet (sign-up, a new
 * company): one multi-row insert in the transaction that creates the company.
 */
export function standardPlanoRows(): StandardCategoryRow[] {
  const ids = new Map<string, string>();
  return STANDARD_PLANO_DE_CONTAS.map(({ code, name, dre_group }) => {
    const id = randomUUID();
    ids.set(code, id);
    const parentCode = parentCodeOf(code);
    return {
      id,
      parentId: parentCode ? (ids.get(parentCode) ?? null) : null,
      type: standardTypeOf(code),
      code,
      name,
      dreGroup: dre_group,
    };
  });
}
