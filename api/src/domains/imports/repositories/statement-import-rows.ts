import type { CsvMapping } from 'shared/contracts';
import type { PixHit } from '../parsers/pix-reconciliation';
import type { ConfirmOutcome, ConfirmPlan } from './statement-confirm-write';

// What the statement import reads and writes (issue #10): the rows its queries give back, and
// the repository's contract, apart from the set-based SQL that keeps it in
// statement-import-repository.ts.

export interface ImportAccount {
  id: string;
  name: string;
  bankCode: string;
  accountNumber: string;
  accountDigit: string;
}

export interface OpenCandidate {
  id: string;
  type: 'receita' | 'despesa';
  description: string;
  dueDate: string;
  amountCents: number;
  paidCents: number;
}

export interface ImportContact {
  id: string;
  name: string;
  document: string;
}

export interface OpenMovement {
  id: string;
  type: 'receita' | 'despesa';
  description: string;
  amountCents: number;
  paidCents: number;
}

export interface ImportedKey {
  key: string;
  batchId: string;
  action: 'pay' | 'create' | 'ignore' | 'reconcile';
}

/** A payment already recorded on the account that a line without a Pix id may be. */
export interface RecordedCandidate {
  index: number;
  paymentId: string;
  movementId: string;
  description: string;
  contactName: string | null;
  paidOn: string;
  /** Days between the line and the payment. */
  daysOff: number;
}

/**
 * What a statement line may be besides a receita or despesa (issue 23, item 6): a transfer Fluxo
 * already has on this account's side (`recorded`), or another account's ignored line with the
 * opposite amount on the same day (`pair`).
 */
export interface TransferCandidate {
  index: number;
  kind: 'recorded' | 'pair';
  transferId: string | null;
  otherAccountId: string;
  otherAccountName: string;
  /** The other account's line (`pair`). */
  otherKey: string | null;
  description: string;
}

export interface BatchSummaryRow {
  id: string;
  bankAccountId: string;
  bankAccountName: string;
  fileName: string;
  format: 'ofx' | 'csv';
  userName: string;
  paidCount: number;
  createdCount: number;
  ignoredCount: number;
  duplicateCount: number;
  reconciledCount: number;
  transferCount: number;
  createdAt: string;
  undoneAt: string | null;
}

export type UndoProblem = {
  description: string;
  problem:
    | 'deleted'
    | 'changed'
    | 'paid'
    | 'reversed'
    | 'files'
    | 'contact-changed'
    | 'contact-used'
    | 'transfer-linked';
};

export type UndoOutcome =
  | { outcome: 'undone' }
  | { outcome: 'missing' | 'already-undone' }
  | { outcome: 'refused'; problems: UndoProblem[] };

export interface StatementImportRepository {
  accounts(companyId: string): Promise<ImportAccount[]>;
  /** The CSV columns last chosen for the account, or null. */
  csvMapping(companyId: string, bankAccountId: string): Promise<CsvMapping | null>;
  importedKeys(companyId: string, bankAccountId: string, keys: string[]): Promise<ImportedKey[]>;
  /** Movements not fully paid whose due date is between `from` and `to` (inclusive). */
  openBetween(companyId: string, from: string, to: string): Promise<OpenCandidate[]>;
  openMovements(companyId: string, ids: string[]): Promise<OpenMovement[]>;
  /**
   * The company's Pix charges (any, replaced ones too) whose txid, and the Pix it received whose
   * endToEndId, is one of these ids (upper case), with their movements, open or paid.
   */
  pixNamed(companyId: string, ids: string[]): Promise<PixHit[]>;
  /**
   * The transfers and other accounts' lines each of these lines (signed amount, day) may be,
   * recorded transfers first; several lines may name the same one (the caller allots them).
   */
  transferCandidates(
    companyId: string,
    bankAccountId: string,
    lines: { index: number; date: string; amountCents: number }[],
  ): Promise<TransferCandidate[]>;
  /**
   * Payments recorded on the account (by hand, or by the PSP's webhook) that no statement line
   * is yet, of each line's amount and direction within `days` of its day, nearest first.
   */
  recordedCandidates(
    companyId: string,
    bankAccountId: string,
    lines: { index: number; date: string; amountCents: number }[],
    days: number,
  ): Promise<RecordedCandidate[]>;
  /** The company's own CNPJ or CPF (digits), or null. */
  companyDocument(companyId: string): Promise<string | null>;
  /** The company's contacts (suppliers and clients) with one of these documents or ids. */
  contacts(companyId: string, documents: string[], ids: string[]): Promise<ImportContact[]>;
  /** How often each description went on each active leaf category. */
  /** The ids among `ids` of the company's active cost centres. */
  activeCostCenters(companyId: string, ids: string[]): Promise<string[]>;
  /** Active leaf categories among `ids`, with their type. */
  leafCategories(
    companyId: string,
    ids: string[],
  ): Promise<{ id: string; type: 'receita' | 'despesa' }[]>;
  confirm(companyId: string, plan: ConfirmPlan): Promise<ConfirmOutcome>;
  batches(companyId: string, limit: number): Promise<BatchSummaryRow[]>;
  batch(companyId: string, id: string): Promise<BatchSummaryRow | null>;
  undo(companyId: string, batchId: string, userId: string): Promise<UndoOutcome>;
}
