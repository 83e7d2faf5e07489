import { chargeTxidsIn } from './matching';
import type { CandidateRow } from './matching';

// Reconciliation knows Pix (issue 21, item 7): a statement line whose memo carries the txid of one
// of the company's charges, or the endToEndId of a Pix it received, names its receivable. Which
// runs of letters and digits are such ids is never guessed from their shape: every candidate is
// looked up among the company's own charges and receipts, and only what is found counts.

/**
 * API Pix's txid is `[a-zA-Z0-9]{26,35}` (BACEN, API Pix, `/cob/{txid}`); the endToEndId is 32 of
 * them ("E", the ISPB, yyyyMMddHHmm, 11 letters and digits): both fall in this range. A run glued
 * to more letters or digits is part of something else.
 */
const PSP_ID = /(?<![0-9A-Za-z])[0-9A-Za-z]{26,35}(?![0-9A-Za-z])/g;

/**
 * The ids a line's text may carry, upper-cased (some banks upper-case the memo, so the lookup is
 * by upper case): Fluxo's own 25-character txids and any 26–35 run of letters and digits.
 */
export function pixIdsIn(text: string): string[] {
  const runs = [...text.matchAll(PSP_ID)].map(([run]) => run.toUpperCase());
  return [...new Set([...chargeTxidsIn(text), ...runs])];
}

/** What one id found among the company's charges (by txid) or receipts (by endToEndId). */
export interface PixHit {
  /** The id as looked up (upper case). */
  named: string;
  via: 'txid' | 'endToEndId';
  txid: string;
  movementId: string;
  type: 'receita' | 'despesa';
  description: string;
  dueDate: string;
  amountCents: number;
  paidCents: number;
  /** The receivable's client, for the reason. */
  contactName: string | null;
  /** The Pix that paid the charge, when the PSP's webhook said so (null otherwise). */
  endToEndId: string | null;
  /** What that Pix brought in (with juros and multa, less desconto). */
  receivedCents: number | null;
  /** What devoluções gave back of it. */
  refundedCents: number | null;
  /** The company's day it was received (YYYY-MM-DD). */
  receivedOn: string | null;
  /** The payment the webhook recorded; null once gone (devolvido, or removed by hand). */
  paymentId: string | null;
  paidOn: string | null;
}

/** A line that is a payment already recorded: it is reconciled with it, never paid again. */
export interface ReceivedLine {
  paymentId: string;
  movementId: string;
  description: string;
  contactName: string | null;
  paidOn: string;
  amountCents: number;
  reason: string;
}

export interface PixLine {
  index: number;
  amountCents: number;
  description: string;
}

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

function receivedReason(hit: PixHit & { endToEndId: string; paidOn: string }): string {
  const whose = hit.contactName ?? hit.description;
  const found = `Pix ${hit.endToEndId} já recebido pela cobrança de ${whose}, baixado em ${dayMonth(hit.paidOn)}`;
  return hit.via === 'txid' ? `txid ${hit.txid} da cobrança Pix no extrato: ${found}` : found;
}

/**
 * Whether a line names this hit's open movement for certain. By txid: the charge asks for the
 * movement's money, so any line in its direction within the open amount. By endToEndId: only as
 * that same Pix (its amount) whose payment was removed by hand since; a Pix given back by a
 * devolução is not money to pay the movement with, and the statement shows the devolução too.
 */
function namesOpen(hit: PixHit, type: PixHit['type'], cents: number): boolean {
  if (hit.type !== type || cents > hit.amountCents - hit.paidCents) return false;
  if (hit.via === 'txid') return true;
  return hit.paymentId === null && hit.refundedCents === 0 && hit.receivedCents === cents;
}

/**
 * Each line against what its ids found. A credit equal to a Pix the webhook already recorded is
 * that payment (one line per payment, the first in the statement); otherwise each open receivable
 * the line names for certain (namesOpen) is a candidate that wins over any score.
 */
export function reconcilePix(
  lines: PixLine[],
  hits: PixHit[],
): { candidates: CandidateRow[]; received: Map<number, ReceivedLine> } {
  const byId = new Map<string, PixHit[]>();
  for (const hit of hits) byId.set(hit.named, [...(byId.get(hit.named) ?? []), hit]);
  const candidates: CandidateRow[] = [];
  const received = new Map<number, ReceivedLine>();
  const claimed = new Set<string>();
  for (const line of lines) {
    const named = pixIdsIn(line.description).flatMap((id) => byId.get(id) ?? []);
    if (named.length === 0) continue;
    const type = line.amountCents > 0 ? 'receita' : 'despesa';
    const cents = Math.abs(line.amountCents);
    const paid = named.find(
      (hit): hit is PixHit & { endToEndId: string; paymentId: string; paidOn: string } =>
        type === 'receita' &&
        hit.type === 'receita' &&
        hit.endToEndId !== null &&
        hit.paymentId !== null &&
        hit.paidOn !== null &&
        hit.receivedCents === cents &&
        !claimed.has(hit.paymentId),
    );
    if (paid) {
      claimed.add(paid.paymentId);
      received.set(line.index, {
        paymentId: paid.paymentId,
        movementId: paid.movementId,
        description: paid.description,
        contactName: paid.contactName,
        paidOn: paid.paidOn,
        amountCents: cents,
        reason: receivedReason(paid),
      });
      continue;
    }
    for (const hit of named) {
      if (!namesOpen(hit, type, cents)) continue;
      candidates.push({
        index: line.index,
        movementId: hit.movementId,
        description: hit.description,
        dueDate: hit.dueDate,
        amountCents: hit.amountCents,
        paidCents: hit.paidCents,
        ...(hit.via === 'txid'
          ? { txid: hit.txid }
          : { receipt: { endToEndId: hit.endToEndId!, receivedOn: hit.receivedOn! } }),
      });
    }
  }
  return { candidates, received };
}
