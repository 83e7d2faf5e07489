import type { Category, MovementType } from 'shared/contracts';
import type { ComboboxOption } from './components/combobox-parts';

/**
 * The plano de contas of one type in tree order, with each one's depth for the indentation.
 * Parents are shown but cannot be chosen: movements go on leaf categories (the API refuses a
 * parent).
 */
export function categoryOptions(
  categories: readonly Category[],
  type: MovementType,
): ComboboxOption[] {
  const ofType = categories.filter((category) => category.type === type);
  const ids = new Set(ofType.map((category) => category.id));
  const byParent = new Map<string | null, Category[]>();
  for (const category of ofType) {
    const parent = category.parent_id && ids.has(category.parent_id) ? category.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), category]);
  }
  const options: ComboboxOption[] = [];
  const visit = (parent: string | null, depth: number) => {
    const children = [...(byParent.get(parent) ?? [])].sort((a, b) =>
      a.code.localeCompare(b.code, 'pt-BR', { numeric: true }),
    );
    for (const category of children) {
      const hasChildren = byParent.has(category.id);
      options.push({
        value: category.id,
        label: `${category.code} ${category.name}`,
        disabled: hasChildren,
        depth,
      });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}
