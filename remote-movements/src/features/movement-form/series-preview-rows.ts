import { countUntil, MAX_INSTALMENTS, seriesDates, splitInstalments } from 'shared/contracts';
import { brDateToIso, parseBrlToCents } from 'shared/format';
import type { MovementFormValues } from './movement-form-values';

export interface PreviewRow {
  label: string;
  dueDate: string;
  amountCents: number;
}

/**
 * The rows the API will create for these values, by the API's own rules (`splitInstalments`,
 * `seriesDates`); empty while what is typed cannot make a series yet.
 */
export function previewRows(values: MovementFormValues): PreviewRow[] {
  const due = brDateToIso(values.due_date);
  const cents = parseBrlToCents(values.amount);
  if (!due || !cents || values.repeat === 'none') return [];
  const within = (n: number) => Number.isInteger(n) && n >= 2 && n <= MAX_INSTALMENTS;
  if (values.repeat === 'instalments') {
    const count = Number(values.instalments);
    if (!within(count) || cents < count) return [];
    const amounts = splitInstalments(cents, count);
    return seriesDates(due, 'monthly', count).map((dueDate, i) => ({
      label: `${i + 1}/${count}`,
      dueDate,
      amountCents: amounts[i] ?? 0,
    }));
  }
  const until = brDateToIso(values.until);
  const count =
    values.end === 'count'
      ? Number(values.count)
      : until && until >= due
        ? countUntil(due, values.frequency, until)
        : 0;
  if (!within(count)) return [];
  return seriesDates(due, values.frequency, count).map((dueDate, i) => ({
    label: `${i + 1}/${count}`,
    dueDate,
    amountCents: cents,
  }));
}
