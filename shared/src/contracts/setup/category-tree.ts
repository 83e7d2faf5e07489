/** What the tree needs of a category: the API's rows carry more. */
export interface TreeCategory {
  id: string;
  parent_id: string | null;
  code: string;
}

export interface CategoryLine<C extends TreeCategory> {
  category: C;
  depth: number;
  /** A parent: movements go on leaf categories only (the API refuses a parent). */
  hasChildren: boolean;
}

/**
 * The plano de contas as it reads top to bottom: each parent followed by its children, by code
 * (numerically: 1.2 before 1.10), with its depth for the indentation. A row whose parent is not
 * in the list (another type, inactive, filtered out) starts a branch instead of disappearing.
 * Filter by type before, when the screen shows one type.
 */
export function categoryTree<C extends TreeCategory>(categories: readonly C[]): CategoryLine<C>[] {
  const ids = new Set(categories.map((category) => category.id));
  const byParent = new Map<string | null, C[]>();
  for (const category of categories) {
    const parent = category.parent_id && ids.has(category.parent_id) ? category.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), category]);
  }
  const lines: CategoryLine<C>[] = [];
  const visit = (parent: string | null, depth: number) => {
    const children = [...(byParent.get(parent) ?? [])].sort((a, b) =>
      a.code.localeCompare(b.code, 'pt-BR', { numeric: true }),
    );
    for (const category of children) {
      lines.push({ category, depth, hasChildren: byParent.has(category.id) });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return lines;
}
