import { maskCpfCnpj, RULE_TEXT_OPERATOR_LABELS } from 'shared/contracts';
import type { ImportRule } from 'shared/contracts';
import { formatBRL } from 'shared/format';

/** The names a rule's ids stand for; an id not found (deleted since) reads as such. */
export interface RuleNames {
  category: (id: string) => string | undefined;
  contact: (id: string) => string | undefined;
  account: (id: string) => string | undefined;
  costCenter: (id: string) => string | undefined;
}

const GONE = '(excluído)';

export function ruleConditions(rule: ImportRule, names: RuleNames): string[] {
  const words: string[] = [];
  if (rule.text_operator && rule.text)
    words.push(`Descrição ${RULE_TEXT_OPERATOR_LABELS[rule.text_operator]} '${rule.text}'`);
  if (rule.amount_operator === 'equal' && rule.amount_min_cents !== null)
    words.push(`Valor igual a ${formatBRL(rule.amount_min_cents)}`);
  if (
    rule.amount_operator === 'between' &&
    rule.amount_min_cents !== null &&
    rule.amount_max_cents !== null
  )
    words.push(
      `Valor entre ${formatBRL(rule.amount_min_cents)} e ${formatBRL(rule.amount_max_cents)}`,
    );
  if (rule.direction) words.push(rule.direction === 'despesa' ? 'Débito' : 'Crédito');
  if (rule.bank_account_id) words.push(`Conta ${names.account(rule.bank_account_id) ?? GONE}`);
  if (rule.document) words.push(`CPF/CNPJ ${maskCpfCnpj(rule.document)}`);
  return words;
}

export function ruleActions(rule: ImportRule, names: RuleNames): string[] {
  if (rule.ignore) return ['Ignorar a linha'];
  const words: string[] = [];
  if (rule.category_id) words.push(names.category(rule.category_id) ?? `Categoria ${GONE}`);
  if (rule.contact_id) {
    const role =
      rule.direction === 'despesa'
        ? 'Fornecedor'
        : rule.direction === 'receita'
          ? 'Cliente'
          : 'Contato';
    words.push(`${role} ${names.contact(rule.contact_id) ?? GONE}`);
  }
  if (rule.cost_center_id)
    words.push(`Centro de custo ${names.costCenter(rule.cost_center_id) ?? GONE}`);
  if (rule.set_description) words.push(`Descrição '${rule.set_description}'`);
  return words;
}

/** "Descrição contém 'CEMIG' · Débito → 2.03.03 Energia elétrica · Fornecedor CEMIG" */
export function ruleInWords(rule: ImportRule, names: RuleNames): string {
  return `${ruleConditions(rule, names).join(' · ')} → ${ruleActions(rule, names).join(' · ')}`;
}

export function pastMatchesInWords(count: number): string {
  if (count === 0) return 'Não casou com nenhuma movimentação nos últimos 12 meses';
  return `Casou com ${count.toLocaleString('pt-BR')} ${count === 1 ? 'movimentação' : 'movimentações'} nos últimos 12 meses`;
}
