import type { MovementType } from '../movements/movements';

// The DRE gerencial (demonstração do resultado): every category of the plano de contas carries the
// group it adds to. Plain constants, so the screens read the labels without loading zod.

/** The groups, in the order the DRE shows them. */
export const DRE_GROUPS = [
  'receita_bruta',
  'deducoes',
  'custos',
  'despesas_administrativas',
  'despesas_comerciais',
  'despesas_pessoal',
  'receitas_financeiras',
  'despesas_financeiras',
  'outras_receitas',
  'outras_despesas',
] as const;
export type DreGroup = (typeof DRE_GROUPS)[number];

export const DRE_GROUP_LABELS: Record<DreGroup, string> = {
  receita_bruta: 'Receita bruta',
  deducoes: 'Deduções da receita',
  custos: 'Custos',
  despesas_administrativas: 'Despesas administrativas',
  despesas_comerciais: 'Despesas comerciais',
  despesas_pessoal: 'Despesas com pessoal',
  receitas_financeiras: 'Receitas financeiras',
  despesas_financeiras: 'Despesas financeiras',
  outras_receitas: 'Outras receitas',
  outras_despesas: 'Outras despesas',
};

/** A root category without a group said: its type's most common one (migration 0018's trigger). */
export const DEFAULT_DRE_GROUP: Record<MovementType, DreGroup> = {
  receita: 'receita_bruta',
  despesa: 'despesas_administrativas',
};

export interface StandardCategory {
  code: string;
  name: string;
  dre_group: DreGroup;
}

/**
 * The standard Brazilian plano de contas a new company starts with (and an existing one may add):
 * 1 receitas de vendas e serviços, 2 deduções e custos, 3 despesas operacionais, 4 receitas
 * financeiras e outras, 5 despesas financeiras e outras. A code's root gives its type (standardTypeOf).
 */
export const STANDARD_PLANO_DE_CONTAS: readonly StandardCategory[] = [
  { code: '1', name: 'Receitas operacionais', dre_group: 'receita_bruta' },
  { code: '1.01', name: 'Receitas de vendas e serviços', dre_group: 'receita_bruta' },
  { code: '1.01.01', name: 'Venda de produtos', dre_group: 'receita_bruta' },
  { code: '1.01.02', name: 'Prestação de serviços', dre_group: 'receita_bruta' },
  { code: '1.01.03', name: 'Revenda de mercadorias', dre_group: 'receita_bruta' },
  { code: '2', name: 'Deduções e custos', dre_group: 'deducoes' },
  { code: '2.01', name: 'Deduções e impostos sobre vendas', dre_group: 'deducoes' },
  { code: '2.01.01', name: 'Simples Nacional (DAS)', dre_group: 'deducoes' },
  { code: '2.01.02', name: 'ICMS, ISS, PIS e COFINS', dre_group: 'deducoes' },
  { code: '2.01.03', name: 'Devoluções e descontos concedidos', dre_group: 'deducoes' },
  { code: '2.02', name: 'Custos', dre_group: 'custos' },
  { code: '2.02.01', name: 'Custo das mercadorias vendidas', dre_group: 'custos' },
  { code: '2.02.02', name: 'Matéria-prima e insumos', dre_group: 'custos' },
  { code: '2.02.03', name: 'Serviços de terceiros', dre_group: 'custos' },
  { code: '3', name: 'Despesas operacionais', dre_group: 'despesas_administrativas' },
  { code: '3.01', name: 'Despesas administrativas', dre_group: 'despesas_administrativas' },
  { code: '3.01.01', name: 'Aluguel e condomínio', dre_group: 'despesas_administrativas' },
  { code: '3.01.02', name: 'Energia, água e telefone', dre_group: 'despesas_administrativas' },
  { code: '3.01.03', name: 'Contabilidade e jurídico', dre_group: 'despesas_administrativas' },
  { code: '3.01.04', name: 'Software e assinaturas', dre_group: 'despesas_administrativas' },
  { code: '3.01.05', name: 'Material de escritório', dre_group: 'despesas_administrativas' },
  { code: '3.02', name: 'Despesas comerciais', dre_group: 'despesas_comerciais' },
  { code: '3.02.01', name: 'Marketing e publicidade', dre_group: 'despesas_comerciais' },
  { code: '3.02.02', name: 'Comissões de vendas', dre_group: 'despesas_comerciais' },
  { code: '3.02.03', name: 'Fretes e entregas', dre_group: 'despesas_comerciais' },
  { code: '3.03', name: 'Despesas com pessoal', dre_group: 'despesas_pessoal' },
  { code: '3.03.01', name: 'Salários', dre_group: 'despesas_pessoal' },
  { code: '3.03.02', name: 'Pró-labore', dre_group: 'despesas_pessoal' },
  { code: '3.03.03', name: 'Encargos (FGTS e INSS)', dre_group: 'despesas_pessoal' },
  { code: '3.03.04', name: 'Benefícios', dre_group: 'despesas_pessoal' },
  { code: '4', name: 'Receitas financeiras e outras', dre_group: 'receitas_financeiras' },
  { code: '4.01', name: 'Receitas financeiras', dre_group: 'receitas_financeiras' },
  { code: '4.01.01', name: 'Rendimentos de aplicações', dre_group: 'receitas_financeiras' },
  { code: '4.01.02', name: 'Juros e multas recebidos', dre_group: 'receitas_financeiras' },
  { code: '4.02', name: 'Outras receitas', dre_group: 'outras_receitas' },
  { code: '4.02.01', name: 'Venda de ativo imobilizado', dre_group: 'outras_receitas' },
  { code: '5', name: 'Despesas financeiras e outras', dre_group: 'despesas_financeiras' },
  { code: '5.01', name: 'Despesas financeiras', dre_group: 'despesas_financeiras' },
  { code: '5.01.01', name: 'Tarifas bancárias', dre_group: 'despesas_financeiras' },
  { code: '5.01.02', name: 'Juros e multas pagos', dre_group: 'despesas_financeiras' },
  { code: '5.02', name: 'Outras despesas', dre_group: 'outras_despesas' },
  { code: '5.02.01', name: 'Perdas e baixas diversas', dre_group: 'outras_despesas' },
];

/** Roots 1 and 4 of the standard plano hold receitas; 2, 3 and 5 despesas. */
export function standardTypeOf(code: string): MovementType {
  const root = code.split('.')[0];
  return root === '1' || root === '4' ? 'receita' : 'despesa';
}

/** `1.01.02` → `1.01`; a root has no parent. */
export function parentCodeOf(code: string): string | null {
  const cut = code.lastIndexOf('.');
  return cut === -1 ? null : code.slice(0, cut);
}
