import { addDays, addMonths } from 'shared/format';

// The month totals (movement_competence_totals, payment_month_totals) hold whole months: the DRE
// and the painel de vendas read those from the totals and only the edge days from the movements.

/**
 * The first days of the first and last months a period holds whole (from the 1st to the last
 * day), or null when it holds none.
 */
export function wholeMonths(start: string, end: string): { from: string; to: string } | null {
  const from = start.endsWith('-01') ? start : addMonths(`${start.slice(0, 7)}-01`, 1);
  const endMonth = `${end.slice(0, 7)}-01`;
  const to = addDays(end, 1).endsWith('-01') ? endMonth : addMonths(endMonth, -1);
  return from <= to ? { from, to } : null;
}

/** A period cut at the whole months it holds (`wholeMonths`): the edge days before and after. */
export function monthSplit(
  start: string,
  end: string,
  months: { from: string; to: string },
): { from: string; to: string; whole: boolean }[] {
  const parts = [{ from: months.from, to: months.to, whole: true }];
  if (start < months.from) parts.push({ from: start, to: addDays(months.from, -1), whole: false });
  const lastWholeDay = addDays(addMonths(months.to, 1), -1);
  if (lastWholeDay < end) parts.push({ from: addDays(lastWholeDay, 1), to: end, whole: false });
  return parts;
}
