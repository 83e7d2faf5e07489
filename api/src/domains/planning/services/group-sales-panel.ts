import { TOP_CLIENTS } from 'shared/contracts';
import type { GroupSalesPanel, SalesPanel } from 'shared/contracts';
import { shareOf } from '../../reports/public';
import type { PlanoCategory } from '../repositories/company-group-repository';
import { categorySlices, largestFirst, lessBy, netTotals, unmatchedList } from './group-reports';
import type { GroupMember } from './group-reports';

// The grupo econômico's painel de vendas (issue 24, item 3), as group-reports.ts consolidates
// the insights and the fluxo de caixa: each company's own painel less its trade with the others.

/** How many clients each company's painel must rank for the group's top ten to be exact. */
export const clientsToRank = (counterparts: number) => TOP_CLIENTS + counterparts + 1;

/**
 * The group's painel de vendas. Each company's painel ranks `clientsToRank` clients, so the
 * group's ten largest are among them once the clients that are group companies are taken out.
 */
export function consolidateSalesPanel(
  companies: readonly GroupMember[],
  own: readonly SalesPanel[],
  traded: readonly (SalesPanel | null)[],
  planos: readonly PlanoCategory[],
): GroupSalesPanel {
  const unmatched = unmatchedList();
  const merge = categorySlices(companies, planos, unmatched);
  const { eliminations, byCompany, sum } = netTotals(companies, own, traded, (panel) => ({
    faturamento: panel?.cards.faturamento ?? 0,
    recebido: panel?.cards.recebido ?? 0,
    a_receber: panel?.cards.a_receber ?? 0,
    inadimplencia: panel?.cards.inadimplencia ?? 0,
  }));
  /** A card, a month or a bucket of every company, less its traded part. */
  const net = (of: (panel: SalesPanel | null | undefined) => number) =>
    own.reduce((total, panel, index) => total + of(panel) - of(traded[index]), 0);

  const first = own[0];
  const faturamento = sum('faturamento');
  const receitas = net((panel) => panel?.cards.receitas ?? 0);
  const inadimplencia = sum('inadimplencia');
  const vencido = net((panel) => panel?.cards.vencido_no_periodo ?? 0);

  const clients: { id: string | null; label: string; value: number }[] = [];
  let noClient = 0;
  companies.forEach((company, index) => {
    const rows = lessBy(
      own[index]?.top_clients ?? [],
      traded[index]?.top_clients,
      (client) => client.id ?? '',
      (client) => client.value,
    );
    for (const { item, value } of rows.values()) {
      if (item.id === null) noClient += value;
      else if (value !== 0)
        clients.push({
          id: `${company.id}/${item.id}`,
          label: `${item.label} · ${company.name}`,
          value,
        });
    }
  });
  if (noClient !== 0) clients.push({ id: null, label: 'Sem cliente', value: noClient });
  const top = clients.sort(largestFirst).slice(0, TOP_CLIENTS);
  return {
    companies: [...companies],
    consolidated: {
      cards: {
        faturamento,
        recebido: sum('recebido'),
        a_receber: sum('a_receber'),
        receitas,
        ticket_medio: receitas === 0 ? 0 : Math.round(faturamento / receitas),
        inadimplencia,
        vencido_no_periodo: vencido,
        inadimplencia_percent: shareOf(inadimplencia, vencido),
      },
      months: (first?.months ?? []).map((month, at) => {
        const monthOf = (panel: SalesPanel | null | undefined) => panel?.months[at];
        return {
          month: month.month,
          faturamento: net((panel) => monthOf(panel)?.faturamento ?? 0),
          recebido: net((panel) => monthOf(panel)?.recebido ?? 0),
          a_receber: net((panel) => monthOf(panel)?.a_receber ?? 0),
        };
      }),
      aging: (first?.aging ?? []).map((row) => ({
        ...row,
        value: net((panel) => panel?.aging.find((item) => item.bucket === row.bucket)?.value ?? 0),
      })),
      top_clients: top.map((client) => ({ ...client, share: shareOf(client.value, faturamento) })),
      other_clients: faturamento - top.reduce((total, client) => total + client.value, 0),
      forecast: (first?.forecast ?? []).map((week, at) => ({
        ...week,
        value: net((panel) => panel?.forecast[at]?.value ?? 0),
      })),
      by_category: merge((index) => [own[index]?.by_category ?? [], traded[index]?.by_category]),
    },
    by_company: byCompany,
    eliminations,
    unmatched: unmatched.list(),
  };
}
