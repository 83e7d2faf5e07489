import { categoryTree } from 'shared/contracts';
import type { TreeCategory } from 'shared/contracts';
import type { CheckListOption } from './components/check-list-field';

/** The plano de contas as the filter's check list: every type, each under its parent. */
export function categoryTreeOptions(
  categories: readonly (TreeCategory & { name: string })[],
): CheckListOption[] {
  return categoryTree(categories).map(({ category, depth }) => ({
    id: category.id,
    label: `${category.code} ${category.name}`,
    depth,
  }));
}
