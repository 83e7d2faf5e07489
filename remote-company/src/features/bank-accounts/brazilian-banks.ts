/**
 * Brazilian banks and payment institutions by COMPE code (the three digits of a TED or a boleto),
 * the ones a small company most often holds an account with. Only codes we are sure of.
 */
export const BRAZILIAN_BANKS = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '004', name: 'Banco do Nordeste (BNB)' },
  { code: '021', name: 'Banestes' },
  { code: '025', name: 'Banco Alfa' },
  { code: '033', name: 'Santander' },
  { code: '037', name: 'Banpará' },
  { code: '041', name: 'Banrisul' },
  { code: '047', name: 'Banese' },
  { code: '069', name: 'Crefisa' },
  { code: '070', name: 'BRB – Banco de Brasília' },
  { code: '077', name: 'Banco Inter' },
  { code: '085', name: 'Ailos' },
  { code: '102', name: 'XP Investimentos' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '121', name: 'Agibank' },
  { code: '133', name: 'Cresol' },
  { code: '136', name: 'Unicred' },
  { code: '197', name: 'Stone' },
  { code: '208', name: 'BTG Pactual' },
  { code: '212', name: 'Banco Original' },
  { code: '218', name: 'Banco BS2' },
  { code: '237', name: 'Bradesco' },
  { code: '246', name: 'Banco ABC Brasil' },
  { code: '260', name: 'Nu Pagamentos (Nubank)' },
  { code: '290', name: 'PagSeguro (PagBank)' },
  { code: '318', name: 'Banco BMG' },
  { code: '323', name: 'Mercado Pago' },
  { code: '336', name: 'C6 Bank' },
  { code: '341', name: 'Itaú Unibanco' },
  { code: '348', name: 'Banco XP' },
  { code: '364', name: 'Efí (Gerencianet)' },
  { code: '380', name: 'PicPay' },
  { code: '389', name: 'Banco Mercantil do Brasil' },
  { code: '403', name: 'Cora' },
  { code: '422', name: 'Banco Safra' },
  { code: '461', name: 'Asaas' },
  { code: '623', name: 'Banco Pan' },
  { code: '633', name: 'Banco Rendimento' },
  { code: '637', name: 'Banco Sofisa' },
  { code: '655', name: 'Banco Votorantim (BV)' },
  { code: '707', name: 'Banco Daycoval' },
  { code: '745', name: 'Citibank' },
  { code: '746', name: 'Banco Modal' },
  { code: '748', name: 'Sicredi' },
  { code: '756', name: 'Sicoob' },
] as const;

export type Bank = (typeof BRAZILIAN_BANKS)[number];

/** "341 – Itaú Unibanco": what the bank field shows and what its suggestions offer. */
export const bankLabel = (bank: { code: string; name: string }) => `${bank.code} – ${bank.name}`;

/** The bank a typed or chosen value names by its code ("341", "341 – Itaú…"); null otherwise. */
export function findBank(value: string): Bank | null {
  const code = /^\s*(\d{3})\b/.exec(value)?.[1];
  return BRAZILIAN_BANKS.find((bank) => bank.code === code) ?? null;
}
