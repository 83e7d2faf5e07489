import { BUDGET_DIGEST_PERCENT, DIGEST_ACCOUNT_PATH } from 'shared/contracts';
import type { BudgetOverrun, MovementType } from 'shared/contracts';
import {
  formatBRL,
  formatLongDate,
  formatMonth,
  formatShortDate,
  monthPeriod,
} from 'shared/format';
import { escapeHtml, layout } from '../../../adapters/email-templates';
import type { EmailContent } from '../../../adapters/email-templates';
import type {
  DigestContents,
  DigestItem,
  DigestSection,
  DigestTotals,
} from '../repositories/digest-repository';

/** Whether there is anything to tell: an empty digest is not sent. */
export function isEmptyDigest(contents: DigestContents): boolean {
  return (
    (contents.awaitingApproval?.count ?? 0) === 0 &&
    contents.budgetOverruns.length === 0 &&
    [contents.dueToday, contents.overdue, contents.paidYesterday].every(
      (section) => section.receita.count === 0 && section.despesa.count === 0,
    )
  );
}

/**
 * Links into Movimentações with the filters its list reads from the URL (remote-movements,
 * list-params.ts): `inicio`/`fim` over due dates unless `data` says otherwise, `tipo`, `status`.
 * Open means unpaid or paid in part, as the list's statuses split them. `empresa` makes the app
 * open the digest's company, whichever one the person had active (host, use-company-from-link).
 */
export function digestLinks(
  appPublicUrl: string,
  companyId: string,
  contents: DigestContents,
  today: string,
  yesterday: string,
): Record<'dueToday' | 'overdue' | 'paidYesterday', Record<MovementType, string>> {
  const link = (params: Record<string, string>) =>
    `${appPublicUrl}/movimentacoes?${new URLSearchParams({ ...params, empresa: companyId }).toString()}`;
  const byType = (params: Record<string, string>) => ({
    receita: link({ ...params, tipo: 'receita' }),
    despesa: link({ ...params, tipo: 'despesa' }),
  });
  return {
    dueToday: byType({ inicio: today, fim: today, status: 'vence hoje,pago parcial' }),
    overdue: byType({
      inicio: contents.overdue.oldestDueDate ?? yesterday,
      fim: yesterday,
      status: 'vencido,pago parcial',
    }),
    paidYesterday: byType({ data: 'payment_date', inicio: yesterday, fim: yesterday }),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const accounts = (totals: DigestTotals) =>
  `${plural(totals.count, 'conta', 'contas')}, ${formatBRL(totals.totalCents)}`;
const payments = (totals: DigestTotals) =>
  `${plural(totals.count, 'pagamento', 'pagamentos')}, ${formatBRL(totals.totalCents)}`;

interface SectionView {
  title: string;
  empty: string;
  lines: { label: string; totals: DigestTotals; link: string; describe: typeof accounts }[];
  items: DigestItem[];
  itemDate: (item: DigestItem) => string;
}

function itemText(item: DigestItem, view: SectionView): string {
  const kind = item.type === 'receita' ? 'a receber' : 'a pagar';
  const who = item.counterpart ? ` (${item.counterpart})` : '';
  return `${item.description}${who}, ${kind}: ${formatBRL(item.amountCents)}${view.itemDate(item)}`;
}

function sectionHtml(view: SectionView): string {
  const shown = view.lines.filter((line) => line.totals.count > 0);
  const rows =
    shown.length === 0
      ? `<tr><td style="font-size:14px;color:#6b7080;padding-bottom:8px">${escapeHtml(view.empty)}</td></tr>`
      : shown
          .map(
            (line) =>
              `<tr><td style="font-size:15px;line-height:22px;padding-bottom:4px"><strong>${escapeHtml(line.label)}:</strong> ${escapeHtml(line.describe(line.totals))} · <a href="${escapeHtml(line.link)}" style="color:#0042FF">Ver no Fluxo</a></td></tr>`,
          )
          .join('\n          ');
  const items = view.items
    .map(
      (item) =>
        `<li style="font-size:14px;line-height:20px;word-break:break-word">${escapeHtml(itemText(item, view))}</li>`,
    )
    .join('');
  return `<tr><td style="font-size:17px;font-weight:bold;padding:16px 0 8px">${escapeHtml(view.title)}</td></tr>
          ${rows}${items ? `\n          <tr><td><ul style="margin:4px 0 0;padding-left:20px;color:#3a3f55">${items}</ul></td></tr>` : ''}`;
}

function sectionText(view: SectionView): string {
  const shown = view.lines.filter((line) => line.totals.count > 0);
  const lines =
    shown.length === 0
      ? [view.empty]
      : shown.map((line) => `${line.label}: ${line.describe(line.totals)}\n  ${line.link}`);
  const items = view.items.map((item) => `- ${itemText(item, view)}`);
  return [view.title.toUpperCase(), ...lines, ...items].join('\n');
}

/** How many of the month's categories past their budget's share the e-mail names. */
export const DIGEST_BUDGET_CATEGORIES = 5;

/**
 * "Orçamento do mês": the despesa categories past BUDGET_DIGEST_PERCENT of the month's budget,
 * the furthest first, and a link to the month's realizado vs orçado; null when there are none.
 */
function budgetSection(
  appPublicUrl: string,
  companyId: string,
  today: string,
  overruns: BudgetOverrun[],
): { html: string; text: string } | null {
  if (overruns.length === 0) return null;
  const month = monthPeriod(today.slice(0, 7));
  const link = `${appPublicUrl}/relatorios/dre?${new URLSearchParams({
    visao: 'orcado',
    inicio: month.start_date,
    fim: month.end_date,
    empresa: companyId,
  }).toString()}`;
  const title = 'Orçamento do mês';
  const lead = `${plural(overruns.length, 'categoria passou', 'categorias passaram')} de ${BUDGET_DIGEST_PERCENT}% do orçado para ${formatMonth(today.slice(0, 7))}:`;
  const lines = overruns
    .slice(0, DIGEST_BUDGET_CATEGORIES)
    .map(
      (item) =>
        `${item.name}: ${formatBRL(item.spent)} de ${formatBRL(item.budget)} (${item.usedPercent}% do orçado)`,
    );
  const html = `<tr><td style="font-size:17px;font-weight:bold;padding:16px 0 8px">${title}</td></tr>
          <tr><td style="font-size:15px;line-height:22px;padding-bottom:4px">${escapeHtml(lead)} <a href="${escapeHtml(link)}" style="color:#0042FF">Ver orçado x realizado</a></td></tr>
          <tr><td><ul style="margin:4px 0 0;padding-left:20px;color:#3a3f55">${lines.map((line) => `<li style="font-size:14px;line-height:20px;word-break:break-word">${escapeHtml(line)}</li>`).join('')}</ul></td></tr>`;
  const text = [
    title.toUpperCase(),
    `${lead}\n  ${link}`,
    ...lines.map((line) => `- ${line}`),
  ].join('\n');
  return { html, text };
}

/**
 * The morning e-mail of one company to one person: three sections, each with totals per side
 * (a receber, a pagar), the largest items and links into Movimentações; at the foot, the way to
 * stop it.
 */
export function digestEmail({
  companyId,
  companyName,
  today,
  yesterday,
  contents,
  appPublicUrl,
}: {
  companyId: string;
  companyName: string;
  today: string;
  yesterday: string;
  contents: DigestContents;
  appPublicUrl: string;
}): EmailContent & { links: ReturnType<typeof digestLinks> } {
  const links = digestLinks(appPublicUrl, companyId, contents, today, yesterday);
  const dueOn = (item: DigestItem) => ` (vencimento ${formatShortDate(item.date)})`;
  const open = (section: DigestSection, sectionLinks: Record<MovementType, string>) => [
    { label: 'A receber', totals: section.receita, link: sectionLinks.receita, describe: accounts },
    { label: 'A pagar', totals: section.despesa, link: sectionLinks.despesa, describe: accounts },
  ];
  const views: SectionView[] = [
    {
      title: 'Vencem hoje',
      empty: 'Nada vence hoje.',
      lines: open(contents.dueToday, links.dueToday),
      items: contents.dueToday.items,
      itemDate: () => '',
    },
    {
      title: 'Em atraso',
      empty: 'Nenhuma conta em atraso.',
      lines: open(contents.overdue, links.overdue),
      items: contents.overdue.items,
      itemDate: dueOn,
    },
    {
      title: `Movimentado ontem (${formatShortDate(yesterday)})`,
      empty: 'Nenhum recebimento ou pagamento ontem.',
      lines: [
        {
          label: 'Recebido',
          totals: contents.paidYesterday.receita,
          link: links.paidYesterday.receita,
          describe: payments,
        },
        {
          label: 'Pago',
          totals: contents.paidYesterday.despesa,
          link: links.paidYesterday.despesa,
          describe: payments,
        },
      ],
      items: contents.paidYesterday.items,
      itemDate: () => '',
    },
  ];
  // For an owner or admin, what waits for their decision, first: nothing is paid until they act.
  const waiting = contents.awaitingApproval;
  if (waiting && waiting.count > 0) {
    views.unshift({
      title: 'Aguardando aprovação',
      empty: '',
      lines: [
        {
          label: 'A aprovar',
          totals: waiting,
          link: `${appPublicUrl}/movimentacoes/aprovacoes?${new URLSearchParams({ empresa: companyId }).toString()}`,
          describe: payments,
        },
      ],
      items: [],
      itemDate: () => '',
    });
  }
  const budget = budgetSection(appPublicUrl, companyId, today, contents.budgetOverruns);
  const subject = `Resumo diário de ${companyName} – ${formatLongDate(today)}`;
  const settingsLink = `${appPublicUrl}${DIGEST_ACCOUNT_PATH}`;
  const lead = `Bom dia! Este é o resumo de ${companyName} para ${formatLongDate(today)}.`;
  const html = layout(
    subject,
    `<tr><td style="font-size:15px;line-height:22px;padding-bottom:8px">${escapeHtml(lead)}</td></tr>
          ${views.map(sectionHtml).join('\n          ')}${budget ? `\n          ${budget.html}` : ''}`,
    {
      heading: companyName,
      footer: `Você recebe este resumo de ${escapeHtml(companyName)} porque o ativou em Minha conta no Fluxo. <a href="${escapeHtml(settingsLink)}" style="color:#6b7080">Não quero mais receber este resumo</a>.`,
    },
  );
  const text = `${lead}\n\n${[...views.map(sectionText), ...(budget ? [budget.text] : [])].join('\n\n')}\n\n---\nPara não receber mais o resumo de ${companyName}: ${settingsLink}\n`;
  return { subject, text, html, links };
}
