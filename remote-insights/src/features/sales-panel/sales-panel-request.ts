import type { FilterState, SalesPanelRequestInput } from 'shared/contracts';

/**
 * The body of `POST /sales-panel`: the Filter without its date type. The painel counts the
 * faturamento by competence and the recebido by payment date, whatever the popover's date says.
 */
export function salesPanelRequest(filter: FilterState): SalesPanelRequestInput {
  const { date_type: _dateType, ...rest } = filter;
  return rest;
}
