const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money travels as integer cents; this is the only place that divides by 100. */
export function formatBRL(amountCents: number): string {
  return brl.format(amountCents / 100);
}
