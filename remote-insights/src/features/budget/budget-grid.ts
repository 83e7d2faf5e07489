import { categoryTree } from 'shared/contracts';
import type { BudgetLine, Category, CategoryType } from 'shared/contracts';
import { parseBrlToCents } from 'shared/format';

// The orçamento grid's model, without React: its rows, its cells, totals, paste and undo.

export const MONTHS = 12;

/** A row of the grid: a leaf category is typed into; a parent shows the sum of its leaves. */
export interface GridRow {
  category: Category;
  depth: number;
  editable: boolean;
  /** The leaf categories under it (itself for a leaf). */
  leaves: string[];
}

/** Cents per month, by `${category_id}/${cost_center_id ?? ''}`. */
export type Cells = ReadonlyMap<string, readonly number[]>;

export const cellKey = (categoryId: string, costCenterId: string | null) =>
  `${categoryId}/${costCenterId ?? ''}`;

export const zeroMonths = (): number[] => Array<number>(MONTHS).fill(0);

export function cellsOf(lines: readonly BudgetLine[]): Cells {
  return new Map(
    lines.map((line) => [cellKey(line.category_id, line.cost_center_id), line.months]),
  );
}

/** Back to the API's lines: every stored row, all-zero rows left out. */
export function linesOf(cells: Cells): BudgetLine[] {
  return [...cells]
    .filter(([, months]) => months.some((cents) => cents !== 0))
    .map(([key, months]) => {
      const [categoryId = '', costCenterId = ''] = key.split('/');
      return { category_id: categoryId, cost_center_id: costCenterId || null, months: [...months] };
    });
}

/**
 * The plano of one type as the grid shows it: active categories, and inactive ones that still
 * hold an amount (so nothing saved is hidden), parents before their children.
 */
export function gridRows(
  categories: readonly Category[],
  type: CategoryType,
  cells: Cells,
): GridRow[] {
  const held = new Set([...cells.keys()].map((key) => key.split('/')[0]));
  const shown = categories.filter(
    (category) => category.type === type && (category.active || held.has(category.id)),
  );
  const lines = categoryTree(shown);
  return lines.map((line, index) => {
    const leaves: string[] = [];
    if (!line.hasChildren) leaves.push(line.category.id);
    else {
      for (const below of lines.slice(index + 1)) {
        if (below.depth <= line.depth) break;
        if (!below.hasChildren) leaves.push(below.category.id);
      }
    }
    return { category: line.category, depth: line.depth, editable: !line.hasChildren, leaves };
  });
}

/** The month-by-month sum of `leaves` for one cost centre (null: the lines without one). */
export function monthTotals(cells: Cells, leaves: readonly string[], costCenterId: string | null) {
  const totals = zeroMonths();
  for (const leaf of leaves) {
    const months = cells.get(cellKey(leaf, costCenterId));
    if (months) for (let month = 0; month < MONTHS; month++) totals[month]! += months[month] ?? 0;
  }
  return totals;
}

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** One cell's change, for undo: the key, the month (0–11), and the amounts before and after. */
export interface CellChange {
  key: string;
  month: number;
  from: number;
  to: number;
}

export function applyChanges(cells: Cells, changes: readonly CellChange[], undo = false): Cells {
  const next = new Map(cells);
  for (const change of changes) {
    const months = [...(next.get(change.key) ?? zeroMonths())];
    months[change.month] = undo ? change.from : change.to;
    next.set(change.key, months);
  }
  return next;
}

/** The months after `month` in its row set to its amount (a spreadsheet's fill right). */
export function fillRight(cells: Cells, key: string, month: number): CellChange[] {
  const months = cells.get(key) ?? zeroMonths();
  const value = months[month] ?? 0;
  const changes: CellChange[] = [];
  for (let later = month + 1; later < MONTHS; later++) {
    const from = months[later] ?? 0;
    if (from !== value) changes.push({ key, month: later, from, to: value });
  }
  return changes;
}

export type PasteResult =
  | { ok: true; changes: CellChange[]; rows: number; columns: number }
  | { ok: false; message: string };

/** A pasted amount: pt-BR as typed or copied from a sheet ("1.234,56", "R$ 1.234,56"), or empty. */
function pastedCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-') return 0;
  return parseBrlToCents(trimmed);
}

/**
 * A block copied from Excel or Google Sheets (rows by line, columns by tab) written from the cell
 * at `keys[0]`, `month` onwards: one row per key, clipped at December and at the last row. All or
 * nothing: one value that is not an amount changes no cell and says which.
 */
export function pasteBlock(
  cells: Cells,
  text: string,
  keys: readonly string[],
  month: number,
): PasteResult {
  const rows = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n$/, '')
    .split('\n')
    .map((row) => row.split('\t'));
  const changes: CellChange[] = [];
  let width = 0;
  for (const [r, values] of rows.slice(0, keys.length).entries()) {
    const key = keys[r]!;
    const months = cells.get(key) ?? zeroMonths();
    for (const [c, value] of values.slice(0, MONTHS - month).entries()) {
      const to = pastedCents(value);
      if (to === null) {
        return {
          ok: false,
          message: `Valor não reconhecido na linha ${r + 1}, coluna ${c + 1} do que foi colado: "${value.trim()}". Use valores como 1.234,56.`,
        };
      }
      width = Math.max(width, c + 1);
      const from = months[month + c] ?? 0;
      if (from !== to) changes.push({ key, month: month + c, from, to });
    }
  }
  return { ok: true, changes, rows: Math.min(rows.length, keys.length), columns: width };
}

/**
 * Every month of `keys` (the rows on screen) set to `lines`' amounts, zero where a row has none:
 * "Copiar do realizado" as one change, undone at once.
 */
export function replaceWith(
  cells: Cells,
  keys: readonly string[],
  lines: readonly BudgetLine[],
): CellChange[] {
  const given = cellsOf(lines);
  const changes: CellChange[] = [];
  for (const key of keys) {
    const before = cells.get(key) ?? zeroMonths();
    const after = given.get(key) ?? zeroMonths();
    for (let month = 0; month < MONTHS; month++) {
      const from = before[month] ?? 0;
      const to = after[month] ?? 0;
      if (from !== to) changes.push({ key, month, from, to });
    }
  }
  return changes;
}
