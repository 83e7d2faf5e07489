import { categoryTree } from 'shared/contracts';
import type { Category, CategoryLine, CategoryType } from 'shared/contracts';

/** One type's plano de contas as the tree reads top to bottom (the tree itself is shared's). */
export function treeLines(
  categories: readonly Category[],
  type: CategoryType,
): CategoryLine<Category>[] {
  return categoryTree(categories.filter((category) => category.type === type));
}

/** Rows whose name or code contains the text, with every ancestor, so the tree still reads. */
export function filterTree(categories: readonly Category[], text: string): Category[] {
  const needle = text.trim().toLocaleLowerCase('pt-BR');
  if (!needle) return [...categories];
  const byId = new Map(categories.map((category) => [category.id, category]));
  const kept = new Set<string>();
  for (const category of categories) {
    const hay = `${category.code} ${category.name}`.toLocaleLowerCase('pt-BR');
    if (!hay.includes(needle)) continue;
    for (let at: Category | undefined = category; at && !kept.has(at.id);) {
      kept.add(at.id);
      at = at.parent_id ? byId.get(at.parent_id) : undefined;
    }
  }
  return categories.filter((category) => kept.has(category.id));
}

/** The ids of a category and everything below it: none of them can become its parent. */
export function selfAndDescendants(categories: readonly Category[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parent_id && found.has(category.parent_id) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return found;
}

/** The next free code under a parent (1.01 → 1.01.03 after .01 and .02), or the next root. */
export function nextCode(categories: readonly Category[], parent: Category | null): string {
  if (!parent) {
    const roots = categories.filter((category) => !category.parent_id);
    const used = roots.map((category) => Number(category.code.split('.')[0]) || 0);
    return String(Math.max(0, ...used) + 1);
  }
  const last = categories
    .filter((category) => category.parent_id === parent.id)
    .map((category) => Number(category.code.split('.').at(-1)) || 0);
  return `${parent.code}.${String(Math.max(0, ...last) + 1).padStart(2, '0')}`;
}
