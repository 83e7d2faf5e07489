import type { Category, CategoryType } from 'shared/contracts';

export interface CategoryLine {
  category: Category;
  depth: number;
}

/** The flat list as the tree reads top to bottom: each parent followed by its children, by code. */
export function treeLines(categories: readonly Category[], type: CategoryType): CategoryLine[] {
  const ofType = categories.filter((category) => category.type === type);
  const byParent = new Map<string | null, Category[]>();
  for (const category of ofType) {
    const siblings = byParent.get(category.parent_id) ?? [];
    siblings.push(category);
    byParent.set(category.parent_id, siblings);
  }
  const known = new Set(ofType.map((category) => category.id));
  const lines: CategoryLine[] = [];
  const visit = (category: Category, depth: number) => {
    lines.push({ category, depth });
    for (const child of sortByCode(byParent.get(category.id) ?? [])) visit(child, depth + 1);
  };
  // A row whose parent is not in the list (another type, or filtered out) starts a branch.
  const roots = ofType.filter((category) => !category.parent_id || !known.has(category.parent_id));
  for (const root of sortByCode(roots)) visit(root, 0);
  return lines;
}

function sortByCode(categories: Category[]): Category[] {
  const key = (code: string) => code.split('.').map(Number);
  return [...categories].sort((a, b) => {
    const [x, y] = [key(a.code), key(b.code)];
    for (let i = 0; i < Math.max(x.length, y.length); i++) {
      const diff = (x[i] ?? -1) - (y[i] ?? -1);
      if (diff !== 0) return diff;
    }
    return 0;
  });
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
