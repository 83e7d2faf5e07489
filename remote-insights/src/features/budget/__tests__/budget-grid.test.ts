import type { Category } from 'shared/contracts';
import {
  applyChanges,
  cellKey,
  cellsOf,
  fillRight,
  gridRows,
  linesOf,
  pasteBlock,
} from '../budget-grid';

const category = (
  id: string,
  code: string,
  parent: string | null,
  over: Partial<Category> = {},
): Category => ({
  id,
  company_id: 'c',
  parent_id: parent,
  type: 'despesa',
  code,
  name: id,
  dre_group: 'despesas_administrativas',
  active: true,
  created_at: '',
  updated_at: '',
  ...over,
});
const months = (...values: number[]) => [...values, ...Array(12 - values.length).fill(0)];

describe('the orçamento grid model', () => {
  const plano = [
    category('despesas', '2', null),
    category('pessoal', '2.01', 'despesas'),
    category('salarios', '2.01.01', 'pessoal'),
    category('aluguel', '2.02', 'despesas'),
    category('velha', '2.03', 'despesas', { active: false }),
    category('vendas', '1.01', null, { type: 'receita' }),
  ];

  it('should list the plano of a type, parents summing their leaves, inactive ones only when they hold amounts', () => {
    const rows = gridRows(plano, 'despesa', new Map());
    expect(rows.map((row) => [row.category.id, row.depth, row.editable, row.leaves])).toEqual([
      ['despesas', 0, false, ['salarios', 'aluguel']],
      ['pessoal', 1, false, ['salarios']],
      ['salarios', 2, true, ['salarios']],
      ['aluguel', 1, true, ['aluguel']],
    ]);
    const held = cellsOf([{ category_id: 'velha', cost_center_id: null, months: months(5) }]);
    expect(gridRows(plano, 'despesa', held).map((row) => row.category.id)).toContain('velha');
  });

  it('should paste a 3 × 12 block from a sheet, all or nothing', () => {
    const keys = ['a', 'b', 'c', 'd'].map((id) => cellKey(id, null));
    const row = (base: number) => Array.from({ length: 12 }, (_, m) => `${base + m},50`).join('\t');
    const text = `${row(1)}\n${row(100)}\r\n${row(1.0)}\n`;
    const result = pasteBlock(new Map(), text, keys, 0);
    if (!result.ok) throw new Error(result.message);
    expect([result.rows, result.columns]).toEqual([3, 12]);
    const cells = applyChanges(new Map(), result.changes);
    expect(cells.get(keys[0]!)).toEqual(Array.from({ length: 12 }, (_, m) => (1 + m) * 100 + 50));
    expect(cells.get(keys[1]!)?.[11]).toBe(11_150);
    expect(cells.has(keys[3]!)).toBe(false);

    // Pasted from March: clipped at December.
    const late = pasteBlock(new Map(), '1\t2\t3', keys, 10);
    expect(late.ok && late.changes.map((change) => change.month)).toEqual([10, 11]);

    const bad = pasteBlock(new Map(), '1,00\tabc\n2,00\t3,00', keys, 0);
    expect(bad).toEqual({
      ok: false,
      message:
        'Valor não reconhecido na linha 1, coluna 2 do que foi colado: "abc". Use valores como 1.234,56.',
    });
  });

  it('should accept what a pt-BR sheet copies: R$, thousands, empty cells', () => {
    const result = pasteBlock(new Map(), 'R$ 1.234,56\t\t-\t10', [cellKey('a', null)], 0);
    expect(result.ok && result.changes.map((change) => change.to)).toEqual([123_456, 1_000]);
  });

  it('should fill right, undo a change, and give back only rows with amounts', () => {
    const key = cellKey('a', 'cc');
    const cells = cellsOf([{ category_id: 'a', cost_center_id: 'cc', months: months(0, 700) }]);
    const filled = applyChanges(cells, fillRight(cells, key, 1));
    expect(filled.get(key)).toEqual([0, ...Array(11).fill(700)]);
    expect(applyChanges(filled, fillRight(cells, key, 1), true)).toEqual(cells);
    const cleared = applyChanges(filled, [{ key, month: 1, from: 700, to: 0 }]);
    expect(linesOf(cleared)).toEqual([
      { category_id: 'a', cost_center_id: 'cc', months: [0, 0, ...Array(10).fill(700)] },
    ]);
    expect(
      linesOf(cellsOf([{ category_id: 'z', cost_center_id: null, months: months() }])),
    ).toEqual([]);
  });
});
