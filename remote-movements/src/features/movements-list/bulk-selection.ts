import type { Movement } from 'shared/contracts';

/** What the bulk bar says of the ticked rows: how many, and their sums by type, in cents. */
export interface SelectionSummary {
  count: number;
  incomeCents: number;
  expenseCents: number;
  openCents: number;
  /** Rows with something left to pay: what 'Dar baixa' would settle. */
  openCount: number;
  /** Despesas: 'Cobrar por Pix' leaves them out. */
  expenseCount: number;
  /** Receitas with something open: what 'Cobrar por Pix' charges. */
  chargeableIds: string[];
  chargeableCents: number;
}

export function summarizeSelection(movements: readonly Movement[]): SelectionSummary {
  const summary: SelectionSummary = {
    count: 0,
    incomeCents: 0,
    expenseCents: 0,
    openCents: 0,
    openCount: 0,
    expenseCount: 0,
    chargeableIds: [],
    chargeableCents: 0,
  };
  for (const movement of movements) {
    summary.count += 1;
    if (movement.type === 'receita') summary.incomeCents += movement.amount_cents;
    else summary.expenseCents += movement.amount_cents;
    if (movement.type === 'despesa') summary.expenseCount += 1;
    else if (movement.open_cents > 0) {
      summary.chargeableIds.push(movement.id);
      summary.chargeableCents += movement.open_cents;
    }
    summary.openCents += movement.open_cents;
    if (movement.open_cents > 0) summary.openCount += 1;
  }
  return summary;
}

/**
 * The API refuses a bulk action whole and names each row that stops it: "Nenhuma movimentação
 * foi paga. 'Aluguel' (vencimento 05/06/2025): já está paga; 'Luz' (…): …." The drawer lists
 * them one per line; any other message is shown as it came.
 */
export function refusalOf(message: string): { summary: string; rows: string[] } {
  const match = /^(Nenhuma movimentação foi [a-zí]+\.) (.+?)\.?$/su.exec(message);
  if (!match?.[1] || !match[2]) return { summary: message, rows: [] };
  return { summary: match[1], rows: match[2].split('; ') };
}
