import type { CsvMapping } from 'shared/contracts';

/**
 * A bank statement as the import reads it, whatever the file format: signed amounts in cents
 * (credits positive, debits negative) and dates as the company's day (YYYY-MM-DD).
 */
export interface StatementLine {
  /** The line of the file the transaction starts on (1-based), to name it in messages. */
  line: number;
  date: string;
  description: string;
  amountCents: number;
  /** The bank's own transaction id (OFX FITID); null when the file has none. */
  fitId: string | null;
}

export interface ParsedStatement {
  format: 'ofx' | 'csv';
  bankCode: string | null;
  /** The agency (OFX BRANCHID), when the bank sends it. */
  branch: string | null;
  accountNumber: string | null;
  lines: StatementLine[];
  /** Balance lines, zero amounts and footers left out, so the screen can say how many. */
  skipped: number;
  /**
   * What the bank says the account held at the end of the statement: OFX LEDGERBAL (else
   * AVAILBAL), a CSV's last closing balance line. Null when the file says none. The
   * reconciliation compares it with Fluxo's balance of the account on that day.
   */
  closingBalance: { date: string; amountCents: number } | null;
  /** The last day the statement covers: OFX DTEND, else its latest line or balance. */
  endDate: string | null;
  /** CSV only: the columns used, as detected or as given, so the screen can show and change them. */
  csv: { mapping: CsvMapping; columns: string[] } | null;
}

/** Bad input: a Portuguese message a person reads, naming the line where there is one. */
export class StatementError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementError';
  }
}

export const atLine = (line: number, message: string) =>
  new StatementError(`Linha ${line}: ${message}`);
