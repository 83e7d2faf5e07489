import type { IconType } from 'react-icons';
import {
  LuBuilding2,
  LuChartPie,
  LuHandCoins,
  LuFileChartColumn,
  LuFolderTree,
  LuLandmark,
  LuArrowLeftRight,
  LuTarget,
  LuTruck,
  LuUserRound,
} from 'react-icons/lu';

export interface NavItem {
  path: string;
  label: string;
  icon: IconType;
  /** `/` is active only on the exact path; every other item when the path starts with its own. */
  exact?: boolean;
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
  { path: '/relatorios/dre', label: 'Relatórios', icon: LuFileChartColumn },
  { path: '/empresa/informacoes-gerais', label: 'Informações Gerais', icon: LuBuilding2 },
  { path: '/empresa/plano-de-contas', label: 'Plano de Contas', icon: LuFolderTree },
  { path: '/empresa/contas-bancarias', label: 'Contas Bancárias', icon: LuLandmark },
  { path: '/empresa/centro-de-custo', label: 'Centros de Custo', icon: LuTarget },
  { path: '/empresa/fornecedores', label: 'Fornecedores', icon: LuTruck },
  { path: '/minha-conta/informacoes-gerais', label: 'Minha conta', icon: LuUserRound },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return item.exact ? pathname === item.path : pathname.startsWith(item.path);
}
