import type { CsvMapping, CsvMappingSource, PreviewStatementPayload } from 'shared/contracts';
import { badRequest, notFound } from '../../../errors';
import { dedupeKeys } from '../parsers/dedupe-key';
import { parseStatement } from '../parsers/parse-statement';
import type { ParsedStatement, StatementLine } from '../parsers/statement';
import { StatementError } from '../parsers/statement';
import type {
  ImportAccount,
  ImportedKey,
  StatementImportRepository,
} from '../repositories/statement-import-rows';

// The read step of a statement import, which preview and confirm both start with: the file parsed
// with the right CSV columns, its bank account found, and the lines that account already has.

export const IMPORT_ACCOUNT_NOT_FOUND_MESSAGE = 'Conta bancária não encontrada.';

export interface StatementFile {
  name: string;
  bytes: Buffer;
}

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

/**
 * The registered account the file names: same bank (leading zeros aside) and an ACCTID whose
 * digits end with the account number and digit (banks prefix the agency, or leave out the digit).
 */
export function recogniseAccount(
  accounts: ImportAccount[],
  bankCode: string | null,
  accountNumber: string | null,
): ImportAccount | null {
  const bank = Number(digits(bankCode));
  const number = digits(accountNumber);
  if (!bank || !number) return null;
  const found = accounts.filter((account) => {
    if (Number(digits(account.bankCode)) !== bank) return false;
    const own = digits(account.accountNumber).replace(/^0+/, '');
    const withDigit = own + digits(account.accountDigit);
    const plain = number.replace(/^0+/, '');
    return own !== '' && (plain.endsWith(withDigit) || plain === own);
  });
  return found.length === 1 ? found[0]! : null;
}

export const typeOf = (line: StatementLine) => (line.amountCents > 0 ? 'receita' : 'despesa');

export interface Analysis {
  statement: ParsedStatement;
  source: CsvMappingSource;
  account: ImportAccount | null;
  /** The company's active accounts: a transfer's other side is one of them. */
  accounts: ImportAccount[];
  recognised: boolean;
  keys: string[];
  imported: Map<string, ImportedKey>;
}

function parse(bytes: Buffer, mapping: CsvMapping | undefined): ParsedStatement {
  try {
    return parseStatement(bytes, mapping);
  } catch (error) {
    if (error instanceof StatementError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * The file read with the user's columns, else the account's remembered ones (falling back to
 * detection when they no longer fit, as when the bank changed its layout), else detected ones.
 */
function parseWith(
  bytes: Buffer,
  given: CsvMapping | undefined,
  saved: CsvMapping | null,
): { statement: ParsedStatement; source: CsvMappingSource } {
  if (given) return { statement: parse(bytes, given), source: 'given' };
  if (saved) {
    try {
      const statement = parseStatement(bytes, saved);
      if (statement.format === 'csv') return { statement, source: 'saved' };
    } catch (error) {
      if (!(error instanceof StatementError)) throw error;
    }
  }
  return { statement: parse(bytes, undefined), source: 'detected' };
}

/** The file read and its account found, with the lines already imported into that account. */
export async function analyse(
  imports: StatementImportRepository,
  companyId: string,
  bytes: Buffer,
  options: PreviewStatementPayload,
): Promise<Analysis> {
  const accounts = await imports.accounts(companyId);
  const given = options.bank_account_id;
  const chosen = given ? accounts.find((row) => row.id === given) : undefined;
  const saved =
    chosen && !options.csv_mapping ? await imports.csvMapping(companyId, chosen.id) : null;
  const { statement, source } = parseWith(bytes, options.csv_mapping, saved);
  if (given && !chosen) throw notFound(IMPORT_ACCOUNT_NOT_FOUND_MESSAGE);
  const account =
    chosen ??
    (given ? null : recogniseAccount(accounts, statement.bankCode, statement.accountNumber));
  const recognised = !given && !!account;
  const keys = dedupeKeys(statement.lines);
  const imported = account
    ? new Map(
        (await imports.importedKeys(companyId, account.id, keys)).map((row) => [row.key, row]),
      )
    : new Map<string, ImportedKey>();
  return { statement, source, account: account ?? null, accounts, recognised, keys, imported };
}
