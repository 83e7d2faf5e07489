import type { DreRegime, DreRequestInput, FilterState } from 'shared/contracts';
import { monthPeriod, todayIso } from 'shared/format';
import type { Period } from 'shared/format';

/** The DRE opens on the current year, January to December: the period an owner reads it by. */
export function currentYear(now: Date = new Date()): Period {
  const year = todayIso(now).slice(0, 4);
  return { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period a link opens (`?inicio=&fim=`, as the insights' "Orçamento do mês" and the digest
 * give it); the current year when the link has none or a malformed one.
 */
export function initialPeriod(params: URLSearchParams, now: Date = new Date()): Period {
  const start = params.get('inicio') ?? '';
  const end = params.get('fim') ?? '';
  return ISO_DATE.test(start) && ISO_DATE.test(end) && start <= end
    ? { start_date: start, end_date: end }
    : currentYear(now);
}

/** The body of `POST /dre`: the Filter without its date type, which the regime decides. */
export function dreRequest(filter: FilterState, regime: DreRegime): DreRequestInput {
  const { date_type: _dateType, ...rest } = filter;
  return { ...rest, regime };
}

/**
 * The movements list (`/movimentacoes`, whose URL params are read by remote-movements'
 * list-params) showing what one DRE cell adds up: the same filter, the cell's categories, its
 * month clipped to the period, and the date the regime counts by (competência or pagamento).
 */
export function movementsHref(
  filter: FilterState,
  regime: DreRegime,
  categoryIds: readonly string[],
  month?: string,
): string {
  const period = month ? monthPeriod(month) : filter;
  const params = new URLSearchParams();
  params.set(
    'inicio',
    period.start_date < filter.start_date ? filter.start_date : period.start_date,
  );
  params.set('fim', period.end_date > filter.end_date ? filter.end_date : period.end_date);
  params.set('data', regime === 'caixa' ? 'payment_date' : 'competence_date');
  if (filter.type) params.set('tipo', filter.type);
  if (filter.search.trim()) params.set('busca', filter.search.trim());
  if (filter.status.length) params.set('status', filter.status.join(','));
  for (const field of ['suppliers', 'cost_centers', 'bank_accounts'] as const) {
    if (filter[field].length) params.set(field, filter[field].join(','));
  }
  params.set('categories', categoryIds.join(','));
  return `/movimentacoes?${params.toString()}`;
}
