import type { IconType } from 'react-icons';
import type { CompanyAction } from 'shared/session';
import {
  LuBuilding2,
  LuChartPie,
  LuHandCoins,
  LuCalculator,
  LuFileChartColumn,
  LuFileText,
  LuFileCheck,
  LuFolderTree,
  LuLandmark,
  LuListChecks,
  LuArrowLeftRight,
  LuTarget,
  LuTrendingUp,
  LuTruck,
  LuUserRound,
} from 'react-icons/lu';

export interface NavItem {
  path: string;
  label: string;
  icon: IconType;
  /** `/` is active only on the exact path; every other item when the path starts with its own. */
  exact?: boolean;
  /** A page within the item above it (Notas fiscais under Movimentações): drawn indented. */
  sub?: boolean;
  /** Shown only to those whose role allows it (the API refuses the others anyway). */
  requires?: CompanyAction;
}

/**
 * SPEC.md §2 "Menu items", in order, with DESIGN.md's 'Relatórios' after Movimentações, and
 * 'Painel de Vendas' after Insights: SPEC's route table has `/painel-de-vendas`, and a report a
 * person must type the address of is one they never find.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'Insights', icon: LuChartPie, exact: true },
  { path: '/painel-de-vendas', label: 'Painel de Vendas', icon: LuHandCoins },
  { path: '/movimentacoes', label: 'Movimentações', icon: LuArrowLeftRight },
  { path: '/movimentacoes/notas', label: 'Notas fiscais', icon: LuFileText, sub: true },
  // Issue 22 item 4: the approval queue, under Movimentações, with the count waiting.
  {
    path: '/movimentacoes/aprovacoes',
    label: 'Aprovações',
    icon: LuListChecks,
    requires: 'approve-payments',
    sub: true,
  },
  // Issue 23 item 1: the statement import is where a bank account is reconciled; named for that.
  { path: '/importacao', label: 'Conciliação bancária', icon: LuFileCheck, sub: true },
  { path: '/relatorios/dre', label: 'Relatórios', icon: LuFileChartColumn },
  // Issue 24 item 1: the year's budget, under Relatórios (the DRE will read it).
  { path: '/relatorios/orcamento', label: 'Orçamento', icon: LuCalculator, sub: true },
  // Issue 24 item 4: the cash of the coming weeks and its scenarios.
  { path: '/relatorios/cenarios', label: 'Cenários de caixa', icon: LuTrendingUp, sub: true },
  { path: '/empresa/informacoes-gerais', label: 'Informações Gerais', icon: LuBuilding2 },
  { path: '/empresa/plano-de-contas', label: 'Plano de Contas', icon: LuFolderTree },
  { path: '/empresa/contas-bancarias', label: 'Contas Bancárias', icon: LuLandmark },
  { path: '/empresa/centro-de-custo', label: 'Centros de Custo', icon: LuTarget },
  { path: '/empresa/fornecedores', label: 'Fornecedores', icon: LuTruck },
  { path: '/minha-conta/informacoes-gerais', label: 'Minha conta', icon: LuUserRound },
];

const matches = (item: NavItem, pathname: string) =>
  item.exact ? pathname === item.path : pathname.startsWith(item.path);

/**
 * Whether the item is the current page: it matches, and no item nested under it (Aprovações under
 * Movimentações) matches too, so one item only is marked.
 */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return (
    matches(item, pathname) &&
    !NAV_ITEMS.some(
      (other) =>
        other.path.length > item.path.length &&
        other.path.startsWith(item.path) &&
        matches(other, pathname),
    )
  );
}
