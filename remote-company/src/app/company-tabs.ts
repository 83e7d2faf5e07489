/** The company area's tabs, in menu order; the slug is the `:tab` of `/empresa/:tab`. */
export const COMPANY_TABS = [
  { slug: 'informacoes-gerais', label: 'Informações gerais' },
  { slug: 'plano-de-contas', label: 'Plano de contas' },
  { slug: 'contas-bancarias', label: 'Contas bancárias' },
  { slug: 'centro-de-custo', label: 'Centros de custo' },
  { slug: 'fornecedores', label: 'Fornecedores' },
  { slug: 'clientes', label: 'Clientes' },
  { slug: 'usuarios', label: 'Usuários' },
  { slug: 'regua-de-cobranca', label: 'Régua de cobrança' },
] as const;

export type CompanyTabSlug = (typeof COMPANY_TABS)[number]['slug'];

export function findCompanyTab(slug: string | undefined) {
  return COMPANY_TABS.find((tab) => tab.slug === slug) ?? null;
}
