import type { CategoryOption } from './api/get-filter-options';
import type { CheckListOption } from './components/check-list-field';

/**
 * The plano de contas in tree order (each category under its parent, by code), with its depth,
 * so the flat list the API sends reads as the tree the company set up.
 */
export function categoryTreeOptions(categories: readonly CategoryOption[]): CheckListOption[] {
  const byParent = new Map<string | null, CategoryOption[]>();
  const ids = new Set(categories.map((category) => category.id));
  for (const category of categories) {
    // A parent outside the list (inactive, filtered) makes its children roots, not orphans.
    const parent = category.parent_id && ids.has(category.parent_id) ? category.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), category]);
  }
  const options: CheckListOption[] = [];
  const visit = (parent: string | null, depth: number) => {
    const children = [...(byParent.get(parent) ?? [])].sort((a, b) =>
      a.code.localeCompare(b.code, 'pt-BR', { numeric: true }),
    );
    for (const category of children) {
      options.push({ id: category.id, label: `${category.code} ${category.name}`, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}
