import type { ParsedStatement, StatementLine } from './statement';
import { StatementError, atLine } from './statement';
import { isBalanceLine } from './description';
import { parseAmountCents, parseOfxDate } from './values';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Counts lines as the tokenizer moves forward, so every token knows where it starts. */
function lineCounter(text: string) {
  let position = 0;
  let line = 1;
  return (index: number) => {
    for (; position < index; position++) if (text.charCodeAt(position) === 10) line++;
    return line;
  };
}

const TRANSACTION_FIELDS = new Set([
  'TRNTYPE',
  'DTPOSTED',
  'DTUSER',
  'TRNAMT',
  'FITID',
  'CHECKNUM',
  'REFNUM',
  'NAME',
  'MEMO',
  'PAYEEID',
]);

interface RawTransaction {
  line: number;
  fields: Map<string, string>;
}

/** Looks like OFX: an SGML header (`OFXHEADER:100`) or an `<OFX>` element near the start. */
export function looksLikeOfx(text: string): boolean {
  const head = text.slice(0, 4096).trimStart();
  return (
    /^OFXHEADER\s*:/i.test(head) || /<OFX>/i.test(head) || /^<\?xml[^>]*>\s*<\?OFX/i.test(head)
  );
}

/**
 * OFX 1.x (SGML: leaf tags are not closed) and 2.x (XML) with one small tolerant tokenizer: a
 * leaf's value is the text up to the next tag, closed or not; empty leaves (`<MEMO>` with no value,
 * which ofx-js fails on) are simply empty.
 */
export function parseOfx(text: string): ParsedStatement {
  const start = text.search(/<OFX>/i);
  if (start < 0)
    throw new StatementError('O arquivo não é um extrato OFX válido: falta o elemento <OFX>.');
  const lineAt = lineCounter(text);
  const tag = /<(\/?)([A-Za-z0-9_.]+)[^>]*>([^<]*)/g;
  tag.lastIndex = start;
  let currency: string | null = null;
  let bankCode: string | null = null;
  let accountNumber: string | null = null;
  let branch: string | null = null;
  let current: RawTransaction | null = null;
  let closed = false;
  let dtEnd: string | null = null;
  // Inside <LEDGERBAL> or <AVAILBAL>: their BALAMT and DTASOF, read when the aggregate closes.
  let balanceIn: 'LEDGERBAL' | 'AVAILBAL' | null = null;
  const balances = new Map<string, Map<string, string>>();
  const raw: RawTransaction[] = [];
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const closing = match[1] === '/';
    const name = match[2]!.toUpperCase();
    const value = decodeEntities(match[3]!.trim());
    if (name === 'STMTTRN') {
      if (closing) {
        if (current) raw.push(current);
        current = null;
      } else {
        if (current) raw.push(current);
        current = { line: lineAt(match.index), fields: new Map() };
      }
      continue;
    }
    if (name === 'LEDGERBAL' || name === 'AVAILBAL') {
      balanceIn = closing ? null : name;
      if (!closing) balances.set(name, new Map());
      continue;
    }
    if (closing) {
      if (name === 'OFX') closed = true;
      // SGML files close the list without closing the last transaction.
      if (name === 'BANKTRANLIST' && current) {
        raw.push(current);
        current = null;
      }
      continue;
    }
    if (balanceIn && (name === 'BALAMT' || name === 'DTASOF')) {
      balances.get(balanceIn)?.set(name, value);
    } else if (name === 'DTEND' && value && !dtEnd) {
      dtEnd = value;
    } else if (current && TRANSACTION_FIELDS.has(name)) {
      current.fields.set(name, value);
    } else if (name === 'CURDEF' && value && !currency) {
      currency = value.toUpperCase();
    } else if (name === 'BANKID' && value && !bankCode) {
      bankCode = value;
    } else if (name === 'ACCTID' && value && !accountNumber) {
      accountNumber = value;
    } else if (name === 'BRANCHID' && value && !branch) {
      branch = value;
    }
  }
  if (current || !closed) {
    throw new StatementError(
      `O arquivo está incompleto (truncado): termina na linha ${lineAt(text.length)} sem fechar o extrato (</OFX>).`,
    );
  }
  if (currency && currency !== 'BRL') {
    throw new StatementError(
      `O extrato está em ${currency}: só extratos em reais (BRL) podem ser importados.`,
    );
  }
  const lines: StatementLine[] = [];
  let skipped = 0;
  for (const transaction of raw) {
    const parsed = toLine(transaction);
    if (parsed) lines.push(parsed);
    else skipped++;
  }
  const end = parseOfxDate(dtEnd ?? '');
  const closingBalance = closingBalanceOf(balances);
  const latest = [...lines.map((line) => line.date), closingBalance?.date]
    .filter((date): date is string => !!date)
    .sort()
    .at(-1);
  return {
    format: 'ofx',
    bankCode,
    branch,
    accountNumber,
    lines,
    skipped,
    closingBalance,
    endDate: end && end !== 'invalid' ? end : (latest ?? null),
    csv: null,
  };
}

/**
 * The ledger balance (what the account holds, as a statement's "saldo final"); the available
 * balance only when the bank sends no ledger one, as some send AVAILBAL alone. A balance without a
 * readable amount or date is no balance: the reconciliation would compare against a wrong day.
 */
function closingBalanceOf(
  balances: Map<string, Map<string, string>>,
): ParsedStatement['closingBalance'] {
  for (const name of ['LEDGERBAL', 'AVAILBAL']) {
    const fields = balances.get(name);
    const amountCents = parseAmountCents(fields?.get('BALAMT') ?? '');
    const date = parseOfxDate(fields?.get('DTASOF') ?? '');
    if (amountCents !== null && date && date !== 'invalid') return { date, amountCents };
  }
  return null;
}

function toLine({ line, fields }: RawTransaction): StatementLine | null {
  const posted = fields.get('DTPOSTED') || fields.get('DTUSER') || '';
  if (!posted) throw atLine(line, 'a transação não tem data (DTPOSTED).');
  const date = parseOfxDate(posted);
  if (date === 'invalid') throw atLine(line, `a data "${posted}" não existe.`);
  if (date === null) throw atLine(line, `a data "${posted}" não é uma data OFX (AAAAMMDD).`);
  const amountText = fields.get('TRNAMT') ?? '';
  if (!amountText) throw atLine(line, 'a transação não tem valor (TRNAMT).');
  const amountCents = parseAmountCents(amountText);
  if (amountCents === null) throw atLine(line, `o valor "${amountText}" não é um valor válido.`);
  const parts = [fields.get('NAME'), fields.get('MEMO')].filter((part): part is string => !!part);
  // Banks repeat the name in the memo, or put it in one of them only.
  const unique = parts.filter(
    (part, index) =>
      parts.findIndex((other) => other.toUpperCase() === part.toUpperCase()) === index,
  );
  const description = unique.join(' - ') || fields.get('TRNTYPE') || 'Sem descrição';
  if (amountCents === 0 || isBalanceLine(description)) return null;
  return { line, date, description, amountCents, fitId: fields.get('FITID') || null };
}
