import { DRE_GROUP_LABELS } from 'shared/contracts';
import type { Dre, DreCategory, DreGroup, DreLine, DreTotal } from 'shared/contracts';
import type { DreRow } from '../repositories/dashboards-repository';

/** `YYYY-MM` of every month from the start's to the end's. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  let year = Number(startDate.slice(0, 4));
  let month = Number(startDate.slice(5, 7));
  const last = endDate.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
}

const TOTAL_LABELS: Record<DreTotal, string> = {
  receita_liquida: 'Receita líquida',
  lucro_bruto: 'Lucro bruto',
  despesas_operacionais: 'Despesas operacionais',
  resultado_operacional: 'Resultado operacional',
  resultado_financeiro: 'Resultado financeiro',
  outros_resultados: 'Outras receitas e despesas',
  resultado_periodo: 'Resultado do período',
};

/**
 * The DRE's layout, top to bottom: a subtotal adds up the lines it names (groups or subtotals
 * above it). A subtotal that breaks groups down (despesas operacionais, resultado financeiro)
 * comes before them, as an accountant writes it.
 */
type Step = { group: DreGroup; level: 0 | 1 } | { total: DreTotal; of: (DreGroup | DreTotal)[] };

const LAYOUT: readonly Step[] = [
  { group: 'receita_bruta', level: 0 },
  { group: 'deducoes', level: 0 },
  { total: 'receita_liquida', of: ['receita_bruta', 'deducoes'] },
  { group: 'custos', level: 0 },
  { total: 'lucro_bruto', of: ['receita_liquida', 'custos'] },
  {
    total: 'despesas_operacionais',
    of: ['despesas_administrativas', 'despesas_comerciais', 'despesas_pessoal'],
  },
  { group: 'despesas_administrativas', level: 1 },
  { group: 'despesas_comerciais', level: 1 },
  { group: 'despesas_pessoal', level: 1 },
  { total: 'resultado_operacional', of: ['lucro_bruto', 'despesas_operacionais'] },
  { total: 'resultado_financeiro', of: ['receitas_financeiras', 'despesas_financeiras'] },
  { group: 'receitas_financeiras', level: 1 },
  { group: 'despesas_financeiras', level: 1 },
  { total: 'outros_resultados', of: ['outras_receitas', 'outras_despesas'] },
  { group: 'outras_receitas', level: 1 },
  { group: 'outras_despesas', level: 1 },
  {
    total: 'resultado_periodo',
    of: ['resultado_operacional', 'resultado_financeiro', 'outros_resultados'],
  },
];

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const add = (a: number[], b: number[]) => a.map((value, i) => value + (b[i] ?? 0));

/**
 * Lays the SQL's sums out as the DRE: no figure is computed here beyond adding group lines into
 * subtotals (and 'despesas operacionais' into the operating result).
 */
export function toDre(
  request: { regime: Dre['regime']; start_date: string; end_date: string },
  rows: DreRow[],
): Dre {
  const months = monthsBetween(request.start_date, request.end_date);
  const column = new Map(months.map((month, index) => [month, index]));
  const zeros = () => months.map(() => 0);
  const groupValues = new Map<DreGroup, number[]>();
  const groupCategories = new Map<DreGroup, Map<string, DreCategory>>();
  for (const row of rows) {
    const index = column.get(row.month);
    if (index === undefined) continue;
    if (row.categoryId === null) {
      const values = groupValues.get(row.group) ?? zeros();
      values[index] = row.net;
      groupValues.set(row.group, values);
      continue;
    }
    const byId = groupCategories.get(row.group) ?? new Map<string, DreCategory>();
    const category = byId.get(row.categoryId) ?? {
      id: row.categoryId,
      code: row.code ?? '',
      name: row.name ?? '',
      values: zeros(),
      total: 0,
    };
    category.values[index] = row.net;
    category.total += row.net;
    byId.set(row.categoryId, category);
    groupCategories.set(row.group, byId);
  }

  const lineValues = new Map<DreGroup | DreTotal, number[]>(groupValues);
  const lines: DreLine[] = [];
  for (const step of LAYOUT) {
    if ('group' in step) {
      const values = groupValues.get(step.group) ?? zeros();
      const categories = [...(groupCategories.get(step.group)?.values() ?? [])].sort((a, b) =>
        a.code.localeCompare(b.code, 'pt-BR', { numeric: true }),
      );
      lines.push({
        key: step.group,
        label: DRE_GROUP_LABELS[step.group],
        kind: 'group',
        level: step.level,
        values,
        total: sum(values),
        categories,
      });
      continue;
    }
    const values = step.of.reduce((acc, key) => add(acc, lineValues.get(key) ?? zeros()), zeros());
    lineValues.set(step.total, values);
    lines.push({
      key: step.total,
      label: TOTAL_LABELS[step.total],
      kind: 'total',
      level: 0,
      values,
      total: sum(values),
      categories: [],
    });
  }
  const { regime, start_date, end_date } = request;
  return { regime, start_date, end_date, months, lines };
}
