/** The account area's tabs; the slug is the `:tab` of `/minha-conta/:tab` (DESIGN.md routes). */
export const ACCOUNT_TABS = [
  { slug: 'informacoes-gerais', label: 'Informações gerais' },
  { slug: 'seguranca', label: 'Segurança' },
  { slug: 'notificacoes', label: 'Notificações' },
] as const;

export type AccountTabSlug = (typeof ACCOUNT_TABS)[number]['slug'];

export function findAccountTab(slug: string | undefined) {
  return ACCOUNT_TABS.find((tab) => tab.slug === slug) ?? null;
}
