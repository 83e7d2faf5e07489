import type { Category, MovementType } from 'shared/contracts';
import type { SelectOption } from './components/labelled';

/**
 * The plano de contas of one type in tree order, indented by depth. Parents are shown but cannot
 * be chosen: movements go on leaf categories (the API refuses a parent).
 */
export function categoryOptions(
  categories: readonly Category[],
  type: MovementType,
): SelectOption[] {
  const ofType = categories.filter((category) => category.type === type);
  const ids = new Set(ofType.map((category) => category.id));
  const byParent = new Map<string | null, Category[]>();
  for (const category of ofType) {
    const parent = category.parent_id && ids.has(category.parent_id) ? category.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), category]);
  }
  const options: SelectOption[] = [];
  const visit = (parent: string | null, depth: number) => {
    const children = [...(byParent.get(parent) ?? [])].sort((a, b) =>
      a.code.localeCompare(b.code, 'pt-BR', { numeric: true }),
    );
    for (const category of children) {
      const hasChildren = byParent.has(category.id);
      options.push({
        value: category.id,
        label: `${'\u00a0\u00a0'.repeat(depth)}${category.code} ${category.name}`,
        disabled: hasChildren,
      });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}
