import { formatBRL, isoToBrDate } from 'shared/format';
import type { CandidateRow } from '../parsers/matching';
import { pixIdsIn, reconcilePix } from '../parsers/pix-reconciliation';
import type { ReceivedLine } from '../parsers/pix-reconciliation';
import type { StatementLine } from '../parsers/statement';
import type { StatementImportRepository } from '../repositories/statement-import-rows';

// Lines that are money Fluxo already recorded: a Pix its txid or endToEndId names (issue 21, item
// 7), or, with no id in the text, a payment recorded on the account by hand or by the PSP's
// webhook with the line's amount and direction a few days from it. Either way the line is
// reconciled with that payment, never paid a second time.

/** How far a payment recorded by hand may be from the bank's day: a weekend and a holiday. */
export const RECORDED_DAYS = 3;

/** Same day: 95; then 5 less a day. Below the txid's 100: the amount and day are not a name. */
const scoreOf = (daysOff: number) => 95 - 5 * daysOff;

/**
 * What the lines' Pix ids (issue 21, item 7) name: payments already recorded, and open movements
 * whatever their due date. One lookup for the whole statement, among the company's own rows.
 */
async function pixOfLines(
  imports: StatementImportRepository,
  companyId: string,
  open: { line: StatementLine; index: number }[],
): Promise<ReturnType<typeof reconcilePix>> {
  const ids = [...new Set(open.flatMap(({ line }) => pixIdsIn(line.description)))];
  const hits = ids.length === 0 ? [] : await imports.pixNamed(companyId, ids);
  return reconcilePix(
    open.map(({ line, index }) => ({
      index,
      amountCents: line.amountCents,
      description: line.description,
    })),
    hits,
  );
}

export interface AlreadyRecorded {
  candidates: CandidateRow[];
  received: Map<number, ReceivedLine & { score: number }>;
}

export async function alreadyRecorded(
  imports: StatementImportRepository,
  companyId: string,
  bankAccountId: string | null,
  lines: { line: StatementLine; index: number }[],
): Promise<AlreadyRecorded> {
  const pix = await pixOfLines(imports, companyId, lines);
  const received = new Map<number, ReceivedLine & { score: number }>();
  const claimed = new Set<string>();
  for (const [index, line] of pix.received) {
    received.set(index, { ...line, score: 100 });
    claimed.add(line.paymentId);
  }
  // A line a Pix id names is that charge's, whatever else has its amount.
  const named = new Set(pix.candidates.map((row) => row.index));
  const rest = lines.filter(({ index }) => !received.has(index) && !named.has(index));
  if (!bankAccountId || rest.length === 0) return { candidates: pix.candidates, received };
  const found = await imports.recordedCandidates(
    companyId,
    bankAccountId,
    rest.map(({ line, index }) => ({ index, date: line.date, amountCents: line.amountCents })),
    RECORDED_DAYS,
  );
  const byIndex = new Map(rest.map(({ line, index }) => [index, line]));
  for (const hit of found) {
    if (received.has(hit.index) || claimed.has(hit.paymentId)) continue;
    claimed.add(hit.paymentId);
    const whose = hit.contactName ? `${hit.description} (${hit.contactName})` : hit.description;
    const cents = Math.abs(byIndex.get(hit.index)!.amountCents);
    const amount = formatBRL(cents);
    received.set(hit.index, {
      paymentId: hit.paymentId,
      movementId: hit.movementId,
      description: hit.description,
      contactName: hit.contactName,
      paidOn: hit.paidOn,
      amountCents: cents,
      score: scoreOf(hit.daysOff),
      reason: `Pagamento de ${amount} de '${whose}' já registrado nesta conta em ${isoToBrDate(hit.paidOn)}${hit.daysOff === 0 ? ', no mesmo dia' : `, ${hit.daysOff} dia(s) de diferença`}`,
    });
  }
  return { candidates: pix.candidates, received };
}
