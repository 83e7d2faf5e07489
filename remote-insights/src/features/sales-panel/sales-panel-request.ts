import type { FilterState, SalesPanel, SalesPanelRequestInput } from 'shared/contracts';

/**
 * The body of `POST /sales-panel`: the Filter without its date type. The painel counts the
 * faturamento by competence and the recebido by payment date, whatever the popover's date says.
 */
export function salesPanelRequest(filter: FilterState): SalesPanelRequestInput {
  const { date_type: _dateType, ...rest } = filter;
  return rest;
}

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
