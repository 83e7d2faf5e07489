import { formatBRL } from 'shared/format';

// The service's answers in Portuguese, one place for them so tests and the bulk actions share the
// exact words.

export const MOVEMENT_NOT_FOUND_MESSAGE = 'Movimentação não encontrada.';
export const PAYMENT_NOT_FOUND_MESSAGE = 'Pagamento não encontrado.';
export const CATEGORY_REFERENCE_MESSAGE =
  "O campo 'category_id' é inválido: categoria não encontrada.";
export const CATEGORY_INACTIVE_MESSAGE =
  "O campo 'category_id' é inválido: a categoria está inativa.";
export const CATEGORY_TYPE_MISMATCH_MESSAGE =
  "O campo 'category_id' é inválido: a categoria deve ser do mesmo tipo da movimentação (receita ou despesa).";
/** Movements go on leaf categories: a parent's total is the sum of its children's (issue #13). */
export const categoryNotLeafMessage = (name: string) =>
  `O campo 'category_id' é inválido: Escolha uma subcategoria: ${name} tem subcategorias.`;
export const COST_CENTER_REFERENCE_MESSAGE =
  "O campo 'cost_center_id' é inválido: centro de custo não encontrado.";
export const CONTACT_REFERENCE_MESSAGE =
  "O campo 'supplier_id' é inválido: fornecedor não encontrado.";
export const BANK_ACCOUNT_REFERENCE_MESSAGE =
  "O campo 'bank_account_id' é inválido: conta bancária não encontrada.";
export const REFERENCE_GONE_MESSAGE =
  'Uma categoria, centro de custo, fornecedor ou conta bancária informada deixou de existir. Tente novamente.';
export const BELOW_PAID_MESSAGE =
  "O campo 'amount_cents' é inválido: o valor não pode ser menor que o total já pago.";
export const HAS_PAYMENTS_MESSAGE =
  'Esta movimentação tem pagamentos: estorne-os antes de excluí-la.';
export const FUTURE_PAYMENT_MESSAGE =
  "O campo 'paid_on' é inválido: a data do pagamento não pode ser posterior a hoje.";
export const FUTURE_PAYMENT_AT_CREATION_MESSAGE =
  "O campo 'payment.paid_on' é inválido: a data do pagamento não pode ser posterior a hoje.";
export const ALREADY_PAID_MESSAGE =
  "O campo 'amount_cents' é inválido: esta movimentação já está totalmente paga.";
/** Parcels split one total: changing one parcel's amount would break the sum of the others. */
export const SERIES_INSTALMENT_AMOUNT_MESSAGE =
  "O campo 'amount_cents' é inválido: o valor de uma parcela só pode ser alterado nela mesma (Apenas esta).";
export const SERIES_TYPE_MESSAGE =
  "O campo 'type' é inválido: o tipo não pode ser alterado em várias movimentações de uma vez (Apenas esta).";
const listLabels = (labels: string[]) =>
  labels.length === 1
    ? labels.join('')
    : `${labels.slice(0, -1).join(', ')} e ${labels.at(-1) ?? ''}`;
export const seriesBelowPaidMessage = (labels: string[]) =>
  `O campo 'amount_cents' é inválido: o valor não pode ser menor que o total já pago ${
    labels.length === 1 ? 'da parcela' : 'das parcelas'
  } ${listLabels(labels)}.`;
export const seriesHasPaymentsMessage = (labels: string[]) =>
  labels.length === 1
    ? `A parcela ${listLabels(labels)} tem pagamentos: estorne-os antes de excluí-la.`
    : `As parcelas ${listLabels(labels)} têm pagamentos: estorne-os antes de excluí-las.`;
export const DISCOUNT_OVER_TOTAL_MESSAGE =
  "O campo 'desconto_cents' é inválido: o desconto não pode ser maior que o valor pago com juros e multa.";
export const overOpenAmountMessage = (openCents: number) =>
  `O campo 'amount_cents' é inválido: o valor excede o saldo em aberto de ${formatBRL(openCents)}.`;
