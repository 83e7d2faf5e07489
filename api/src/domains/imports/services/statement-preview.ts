import type {
  LineSuggestion,
  PreviewLine,
  StatementLineState,
  PreviewProgress,
  PreviewStatementPayload,
  StatementPreview,
} from 'shared/contracts';
import { bankByCode } from 'shared/banks';
import { contactNameFrom, documentInText } from '../parsers/document-in-text';
import type { DocumentInText } from '../parsers/document-in-text';
import type { SuggestionService } from '../../suggestions/public';
import { findCandidates, indexOpenRows, matchLines, matchWindow } from '../parsers/matching';
import type { CandidateRow } from '../parsers/matching';
import type {
  ImportContact,
  StatementImportRepository,
} from '../repositories/statement-import-rows';
import { alreadyRecorded } from './recorded-payments';
import { analyse, typeOf } from './statement-reading';
import { findTransfers } from './transfer-matching';
import type { FoundTransfer } from './transfer-matching';
import type { StatementFile } from './statement-reading';

// The preview step: each new line matched against the open movements, given a category
// suggestion and the contact its description names; nothing is written.

/** Lines matched between two progress events. */
const MATCH_CHUNK = 2_000;

function contactFields(
  found: DocumentInText | null,
  description: string,
  contacts: Map<string, ImportContact>,
): Pick<PreviewLine, 'document' | 'suggested_contact' | 'new_contact_name'> {
  if (!found) return { document: null, suggested_contact: null, new_contact_name: null };
  const contact = contacts.get(found.document);
  return {
    document: found.document,
    suggested_contact: contact ? { id: contact.id, name: contact.name } : null,
    new_contact_name: contact ? null : contactNameFrom(description, found),
  };
}

export async function previewStatement(
  imports: StatementImportRepository,
  suggestions: SuggestionService,
  companyId: string,
  file: StatementFile,
  options: PreviewStatementPayload,
  onProgress: (progress: PreviewProgress) => void,
): Promise<StatementPreview> {
  const { statement, source, account, accounts, recognised, keys, imported } = await analyse(
    imports,
    companyId,
    file.bytes,
    options,
  );
  const total = statement.lines.length;
  onProgress({ step: 'read', done: total, total });
  onProgress({ step: 'dedupe', done: total, total });
  const unimported = statement.lines
    .map((line, index) => ({ line, index }))
    .filter(({ index }) => !imported.has(keys[index]!));
  // A line that is a payment already recorded is that payment: it takes no open movement.
  const pix = await alreadyRecorded(imports, companyId, account?.id ?? null, unimported);
  const unreceived = unimported.filter(({ index }) => !pix.received.has(index));
  // A transfer between the company's own accounts is neither a receita nor a despesa: one
  // recorded or paired takes no open movement either.
  const transfers = account
    ? await findTransfers(imports, companyId, account, accounts, unreceived)
    : new Map<number, FoundTransfer>();
  const open = unreceived.filter(({ index }) => {
    const kind = transfers.get(index)?.kind;
    return kind !== 'recorded' && kind !== 'pair';
  });
  const window = matchWindow(open.map(({ line }) => line.date));
  const openRows = window ? await imports.openBetween(companyId, window.from, window.to) : [];
  // In chunks, yielding between them: a 10k-line statement reports its progress and leaves
  // the process free for other requests meanwhile.
  const index = indexOpenRows(openRows);
  const rows: CandidateRow[] = [];
  for (let start = 0; start < open.length; start += MATCH_CHUNK) {
    const chunk = open.slice(start, start + MATCH_CHUNK);
    const found = findCandidates(
      chunk.map(({ line, index: at }) => ({
        index: at,
        date: line.date,
        amountCents: line.amountCents,
      })),
      index,
    );
    for (const row of found) rows.push(row);
    onProgress({ step: 'match', done: total - open.length + start + chunk.length, total });
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const row of pix.candidates) rows.push(row);
  const matches = matchLines(
    open.map(({ line, index }) => ({ index, date: line.date, description: line.description })),
    rows,
  );
  onProgress({ step: 'match', done: total, total });
  const found = new Map(
    unimported.map(({ line, index }) => [index, documentInText(line.description)] as const),
  );
  // Rules first, then the company's history: for the lines that no open movement explains.
  const suggester = await suggestions.forCompany(companyId, { bankAccountId: account?.id ?? null });
  const suggested = new Map<number, LineSuggestion | null>();
  for (const { line, index } of open) {
    if (matches.get(index)?.proposedMovementId) continue;
    suggested.set(
      index,
      suggester.suggest({
        description: line.description,
        type: typeOf(line),
        amountCents: Math.abs(line.amountCents),
        bankAccountId: account?.id ?? null,
        document: found.get(index)?.document ?? null,
      }),
    );
  }
  onProgress({ step: 'suggest', done: total, total });
  const auto = suggester.autoReconcile;
  const readyOf = (state: StatementLineState, index: number): boolean => {
    if (!auto?.enabled || state === 'duplicate') return false;
    if (state === 'transfer') return true;
    if (state === 'received') return (pix.received.get(index)?.score ?? 0) >= auto.minConfidence;
    if (state === 'matched') {
      const match = matches.get(index);
      const best = match?.candidates.find((c) => c.movementId === match.proposedMovementId);
      return !!best && (best.certain || best.score >= auto.minConfidence);
    }
    const suggestion = suggested.get(index);
    if (!suggestion) return false;
    if (suggestion.ignore) return true;
    return suggestion.category_id !== null && suggestion.confidence >= auto.minConfidence;
  };
  const documents = [...new Set([...found.values()].flatMap((doc) => doc?.document ?? []))];
  const contacts = new Map(
    (await imports.contacts(companyId, documents, [])).map((row) => [row.document, row]),
  );
  const counts = {
    total: 0,
    new: 0,
    duplicate: 0,
    matched: 0,
    received: 0,
    transfer: 0,
    skipped: statement.skipped,
    ready: 0,
  };
  const lines: PreviewLine[] = statement.lines.map((line, index) => {
    const key = keys[index]!;
    const match = matches.get(index);
    const received = pix.received.get(index);
    const transfer = transfers.get(index);
    const state: StatementLineState = imported.has(key)
      ? 'duplicate'
      : received
        ? 'received'
        : transfer && transfer.kind !== 'own'
          ? 'transfer'
          : match
            ? 'matched'
            : 'new';
    counts.total++;
    counts[state]++;
    const ready = readyOf(state, index);
    if (ready) counts.ready++;
    const suggestion = state === 'new' ? (suggested.get(index) ?? null) : null;
    return {
      line: line.line,
      date: line.date,
      description: line.description,
      amount_cents: line.amountCents,
      dedupe_key: key,
      state,
      proposed_movement_id: state === 'matched' ? (match?.proposedMovementId ?? null) : null,
      tie: state === 'matched' && !!match?.tie,
      candidates:
        state === 'matched'
          ? (match?.candidates ?? []).map((candidate) => ({
              movement_id: candidate.movementId,
              description: candidate.description,
              due_date: candidate.dueDate,
              amount_cents: candidate.amountCents,
              open_cents: candidate.openCents,
              score: candidate.score,
              reason: candidate.reason,
            }))
          : [],
      received:
        state === 'received' && received
          ? {
              payment_id: received.paymentId,
              movement_id: received.movementId,
              description: received.description,
              contact_name: received.contactName,
              paid_on: received.paidOn,
              score: received.score,
              reason: received.reason,
            }
          : null,
      // An `own` transfer is offered on a line no open movement explains.
      transfer:
        transfer && (state === 'transfer' || state === 'new')
          ? {
              kind: transfer.kind,
              transfer_id: transfer.transferId,
              other_account: transfer.otherAccount,
              reason: transfer.reason,
            }
          : null,
      suggested_category_id: suggestion?.category_id ?? null,
      ...contactFields(found.get(index) ?? null, line.description, contacts),
      suggestion,
      ready,
    };
  });
  return {
    format: statement.format,
    file: {
      name: file.name,
      bank_code: statement.bankCode,
      bank_name: bankByCode(statement.bankCode)?.name ?? null,
      agency: statement.branch,
      account_number: statement.accountNumber,
    },
    bank_account: account && { id: account.id, name: account.name },
    recognised,
    csv: statement.csv && { ...statement.csv, source },
    counts,
    auto_reconcile: auto && { enabled: auto.enabled, min_confidence: auto.minConfidence },
    lines,
  };
}
