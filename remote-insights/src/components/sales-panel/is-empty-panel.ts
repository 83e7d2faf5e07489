import type { SalesPanel } from 'shared/contracts';

/** Nothing sold in the twelve months, nothing overdue, nothing to come: the insights' empty state. */
export function isEmptyPanel(panel: SalesPanel): boolean {
  return (
    panel.cards.faturamento === 0 &&
    panel.cards.recebido === 0 &&
    panel.months.every((month) => month.faturamento === 0) &&
    panel.aging.every((bucket) => bucket.value === 0) &&
    panel.forecast.every((week) => week.value === 0)
  );
}
