import type { IconType } from 'react-icons';
import {
  LuBuilding2,
  LuChartPie,
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

/** SPEC.md §2 "Menu items", in order, with DESIGN.md's 'Relatórios' after Movimentações. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'Insights', icon: LuChartPie, exact: true },
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
