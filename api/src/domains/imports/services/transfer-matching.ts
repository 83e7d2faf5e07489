import { formatBRL, isoToBrDate } from 'shared/format';
import { documentInText } from '../parsers/document-in-text';
import type { StatementLine } from '../parsers/statement';
import type {
  ImportAccount,
  StatementImportRepository,
} from '../repositories/statement-import-rows';

// Issue 23, item 6: statement lines that are money moved between two of the company's own
// accounts. One transfer, not a despesa on one account and a receita on the other: it moves both
// balances and stays out of the DRE. Three ways a line is recognised, strongest first:
// - `recorded`: Fluxo has the transfer on this account's side, same day and amount, and no line
//   of this account reconciles it yet (the other account's statement came first);
// - `pair`: the other account's statement, imported before, has the opposite line on the same
//   day and it was ignored there (nothing recorded it);
// - `own`: the text names the company's own CNPJ or CPF (a Pix or TED to itself). Then the other
//   account is the only other one, or the person chooses it.
// Matching is among the company's own rows only: every query is scoped by its id.

export interface FoundTransfer {
  kind: 'recorded' | 'pair' | 'own';
  transferId: string | null;
  otherAccount: { id: string; name: string } | null;
  /** The other account's line a `pair` turns into the transfer. */
  otherKey: string | null;
  reason: string;
}

type Line = { line: StatementLine; index: number };

function reasonOf(kind: 'recorded' | 'pair', line: StatementLine, other: string, text: string) {
  const amount = formatBRL(Math.abs(line.amountCents));
  const day = isoToBrDate(line.date);
  const direction = line.amountCents < 0 ? `para ${other}` : `de ${other}`;
  return kind === 'recorded'
    ? `Transferência de ${amount} ${direction} em ${day} já registrada ('${text}')`
    : `O extrato de ${other} tem a linha oposta de ${amount} em ${day} ('${text}')`;
}

/**
 * The lines among `lines` that are transfers, by index. Each recorded transfer and each other
 * account's line is given to one line only, in the statement's order.
 */
export async function findTransfers(
  imports: StatementImportRepository,
  companyId: string,
  account: ImportAccount,
  accounts: ImportAccount[],
  lines: Line[],
): Promise<Map<number, FoundTransfer>> {
  const found = new Map<number, FoundTransfer>();
  if (lines.length === 0) return found;
  const byIndex = new Map(lines.map((entry) => [entry.index, entry.line]));
  const candidates = await imports.transferCandidates(
    companyId,
    account.id,
    lines.map(({ line, index }) => ({ index, date: line.date, amountCents: line.amountCents })),
  );
  const taken = new Set<string>();
  for (const candidate of candidates) {
    if (found.has(candidate.index)) continue;
    const claim =
      candidate.kind === 'recorded'
        ? `t:${candidate.transferId}`
        : `l:${candidate.otherAccountId}:${candidate.otherKey}`;
    if (taken.has(claim)) continue;
    taken.add(claim);
    const line = byIndex.get(candidate.index)!;
    found.set(candidate.index, {
      kind: candidate.kind,
      transferId: candidate.transferId,
      otherAccount: { id: candidate.otherAccountId, name: candidate.otherAccountName },
      otherKey: candidate.otherKey,
      reason: reasonOf(candidate.kind, line, candidate.otherAccountName, candidate.description),
    });
  }
  const others = accounts.filter((other) => other.id !== account.id);
  if (others.length === 0) return found;
  const own = await imports.companyDocument(companyId);
  if (!own) return found;
  for (const { line, index } of lines) {
    if (found.has(index) || documentInText(line.description)?.document !== own) continue;
    const only = others.length === 1 ? others[0]! : null;
    found.set(index, {
      kind: 'own',
      transferId: null,
      otherAccount: only && { id: only.id, name: only.name },
      otherKey: null,
      reason: only
        ? `A descrição tem o CNPJ/CPF da própria empresa: transferência ${line.amountCents < 0 ? 'para' : 'de'} ${only.name}`
        : 'A descrição tem o CNPJ/CPF da própria empresa: escolha a outra conta',
    });
  }
  return found;
}
