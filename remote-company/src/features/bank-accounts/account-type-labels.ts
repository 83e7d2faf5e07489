import type { BankAccountType } from 'shared/contracts';

// Apart from the form's schema so the list of accounts does not load the form (and the Central
// Bank's list of banks the form validates against) before a form is opened.
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  corrente: 'Conta corrente',
  poupanca: 'Poupança',
  pagamento: 'Conta de pagamento',
  investimento: 'Investimento',
  caixa: 'Caixa',
  cartao_credito: 'Cartão de crédito',
};
