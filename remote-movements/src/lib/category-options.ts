import { categoryTree } from 'shared/contracts';
import type { Category, MovementType } from 'shared/contracts';
import type { ComboboxOption } from '../components/combobox-parts';

/**
 * The plano de contas of one type in tree order. Parents are shown but cannot be chosen:
 * movements go on leaf categories (the API refuses a parent).
 */
export function categoryOptions(
  categories: readonly Category[],
  type: MovementType,
): ComboboxOption[] {
  const ofType = categories.filter((category) => category.type === type);
  return categoryTree(ofType).map(({ category, depth, hasChildren }) => ({
    value: category.id,
    label: `${category.code} ${category.name}`,
    disabled: hasChildren,
    depth,
  }));
}
