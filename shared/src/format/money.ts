const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money travels as integer cents; this is the only place that divides by 100. */
export function formatBRL(amountCents: number): string {
  return brl.format(amountCents / 100);
}

const percent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 2,
});

/** A rate kept in basis points (200 = 2%) as a person reads it: "2%", "1,5%", "0,33%". */
export function formatBasisPoints(basisPoints: number): string {
  return percent.format(basisPoints / 10_000);
}
