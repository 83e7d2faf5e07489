import type { CATEGORY_TYPES, DreGroup } from 'shared/contracts';

export type CategoryType = (typeof CATEGORY_TYPES)[number];

export interface CategorySeed {
  code: string;
  name: string;
  /** Left out, the category takes its parent's DRE line (the database's rule, migration 0018). */
  dre_group?: DreGroup;
}

// A typical plano de contas of a small service company under the Simples Nacional: group 1 holds
// the receitas and group 2 the despesas, and every child inherits its root's type. Movements use
// the third level only, as an accountant would post them. Its DRE lines are the standard plano's
// (shared/contracts/setup/dre.ts): taxes on sales are deduções, goods and inputs custos, and so on.
export const DEMO_PLANO_DE_CONTAS: readonly CategorySeed[] = [
  { code: '1', name: 'Receitas', dre_group: 'receita_bruta' },
  { code: '1.01', name: 'Receitas operacionais' },
  { code: '1.01.01', name: 'Venda de produtos' },
  { code: '1.01.02', name: 'Prestação de serviços' },
  { code: '1.01.03', name: 'Assinaturas de software' },
  { code: '1.02', name: 'Receitas financeiras', dre_group: 'receitas_financeiras' },
  { code: '1.02.01', name: 'Rendimentos de aplicações' },
  { code: '1.02.02', name: 'Juros e multas recebidos' },
  { code: '1.03', name: 'Outras receitas', dre_group: 'outras_receitas' },
  { code: '1.03.01', name: 'Reembolsos de clientes' },
  { code: '1.03.02', name: 'Venda de ativo imobilizado' },
  { code: '2', name: 'Despesas', dre_group: 'despesas_administrativas' },
  { code: '2.01', name: 'Pessoal', dre_group: 'despesas_pessoal' },
  { code: '2.01.01', name: 'Salários' },
  { code: '2.01.02', name: 'Pró-labore' },
  { code: '2.01.03', name: 'FGTS' },
  { code: '2.01.04', name: 'Vale-transporte' },
  { code: '2.01.05', name: 'Vale-alimentação e refeição' },
  { code: '2.01.06', name: 'Plano de saúde' },
  { code: '2.01.07', name: 'Férias e 13º salário' },
  { code: '2.02', name: 'Impostos e taxas', dre_group: 'deducoes' },
  { code: '2.02.01', name: 'DAS - Simples Nacional' },
  { code: '2.02.02', name: 'ISS retido' },
  { code: '2.02.03', name: 'IPTU', dre_group: 'despesas_administrativas' },
  { code: '2.02.04', name: 'Taxas e licenças', dre_group: 'despesas_administrativas' },
  { code: '2.03', name: 'Ocupação' },
  { code: '2.03.01', name: 'Aluguel' },
  { code: '2.03.02', name: 'Condomínio' },
  { code: '2.03.03', name: 'Energia elétrica' },
  { code: '2.03.04', name: 'Água e esgoto' },
  { code: '2.03.05', name: 'Internet e telefone' },
  { code: '2.03.06', name: 'Limpeza e conservação' },
  { code: '2.04', name: 'Fornecedores e insumos', dre_group: 'custos' },
  { code: '2.04.01', name: 'Mercadorias para revenda' },
  { code: '2.04.02', name: 'Serviços terceirizados' },
  { code: '2.04.03', name: 'Material de escritório', dre_group: 'despesas_administrativas' },
  { code: '2.05', name: 'Marketing e vendas', dre_group: 'despesas_comerciais' },
  { code: '2.05.01', name: 'Anúncios online' },
  { code: '2.05.02', name: 'Eventos e brindes' },
  { code: '2.05.03', name: 'Comissões de vendas' },
  { code: '2.06', name: 'Software e assinaturas' },
  { code: '2.06.01', name: 'Nuvem e hospedagem' },
  { code: '2.06.02', name: 'Licenças de software' },
  { code: '2.07', name: 'Despesas bancárias', dre_group: 'despesas_financeiras' },
  { code: '2.07.01', name: 'Tarifas bancárias' },
  { code: '2.07.02', name: 'Juros e multas pagos' },
  { code: '2.08', name: 'Manutenção e equipamentos' },
  { code: '2.08.01', name: 'Equipamentos de informática' },
  { code: '2.08.02', name: 'Móveis e utensílios' },
  { code: '2.08.03', name: 'Manutenção e reparos' },
  { code: '2.09', name: 'Serviços profissionais' },
  { code: '2.09.01', name: 'Contabilidade' },
  { code: '2.09.02', name: 'Assessoria jurídica' },
  { code: '2.10', name: 'Viagens e deslocamentos' },
  { code: '2.10.01', name: 'Transporte e aplicativos' },
  { code: '2.10.02', name: 'Hospedagem e passagens' },
];

/** The second demo company gets a smaller plano, the one a bakery starts with, and no movements. */
export const PADARIA_PLANO_DE_CONTAS: readonly CategorySeed[] = [
  { code: '1', name: 'Receitas', dre_group: 'receita_bruta' },
  { code: '1.01', name: 'Vendas no balcão' },
  { code: '1.01.01', name: 'Pães e salgados' },
  { code: '1.01.02', name: 'Bolos e confeitaria' },
  { code: '1.02', name: 'Encomendas' },
  { code: '2', name: 'Despesas', dre_group: 'despesas_administrativas' },
  { code: '2.01', name: 'Insumos', dre_group: 'custos' },
  { code: '2.01.01', name: 'Farinha e fermento' },
  { code: '2.01.02', name: 'Laticínios e ovos' },
  { code: '2.02', name: 'Pessoal', dre_group: 'despesas_pessoal' },
  { code: '2.02.01', name: 'Salários' },
  { code: '2.02.02', name: 'FGTS' },
  { code: '2.03', name: 'Ocupação' },
  { code: '2.03.01', name: 'Aluguel' },
  { code: '2.03.02', name: 'Energia elétrica' },
  { code: '2.03.03', name: 'Gás' },
  { code: '2.04', name: 'DAS - Simples Nacional', dre_group: 'deducoes' },
];

/** The type every code carries: its root's (1 receitas, 2 despesas). */
export function categoryTypeOf(code: string): CategoryType {
  return code.split('.')[0] === '1' ? 'receita' : 'despesa';
}
