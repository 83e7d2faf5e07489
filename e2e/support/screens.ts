// Every screen a person can open, by whether they are signed in: the suites that must hold on
// every screen (accessibility, the theme button's room) walk these lists, so a new route is
// added once.

export const SIGNED_OUT_SCREENS = [
  '/login',
  '/signup',
  '/signup/verificacao',
  '/forgot-password',
  '/reset/um-token-qualquer',
  '/convite/um-token-qualquer',
  // The payer's page of a Pix charge; a token too short to be one shows its not-found state.
  '/cobranca/um-token-qualquer',
  '/nao-existe',
] as const;

/** Pages the API renders whole, with no app behind them (api/src/plugins/web/payer-page.ts). */
export function isServerRendered(path: string): boolean {
  return path.startsWith('/cobranca/');
}

export const SIGNED_IN_SCREENS = [
  '/movimentacoes',
  '/movimentacoes/notas',
  '/movimentacoes/aprovacoes',
  '/empresa/informacoes-gerais',
  '/empresa/plano-de-contas',
  '/empresa/contas-bancarias',
  '/empresa/centro-de-custo',
  '/empresa/fornecedores',
  '/empresa/clientes',
  '/empresa/usuarios',
  '/empresa/regua-de-cobranca',
  '/minha-conta/informacoes-gerais',
  '/minha-conta/seguranca',
  '/minha-conta/notificacoes',
  '/painel-de-vendas',
  '/relatorios/orcamento',
  '/relatorios/cenarios',
  '/visao-consolidada',
  '/importacao',
  '/importacao/regras',
  '/playground',
  '/nao-existe',
] as const;
