import type {
  PreviewLine,
  PreviewProgress,
  PreviewStatementPayload,
  StatementPreview,
} from 'shared/contracts';
import { bankByCode } from 'shared/banks';
import { suggestCategory, wordUses } from '../parsers/category-suggestion';
import { contactNameFrom, documentInText } from '../parsers/document-in-text';
import type { DocumentInText } from '../parsers/document-in-text';
import { significantWords } from '../parsers/description';
import { findCandidates, indexOpenRows, matchLines, matchWindow } from '../parsers/matching';
import type { CandidateRow } from '../parsers/matching';
import { pixIdsIn, reconcilePix } from '../parsers/pix-reconciliation';
import type { StatementLine } from '../parsers/statement';
import type {
  ImportContact,
  StatementImportRepository,
} from '../repositories/statement-import-repository';
import { analyse, typeOf } from './statement-reading';
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

async function suggestions(
  imports: StatementImportRepository,
  companyId: string,
  lines: StatementLine[],
) {
  const words = new Set(lines.flatMap((line) => significantWords(line.description)));
  if (words.size === 0) return new Map();
  return wordUses(await imports.descriptionCategories(companyId), words);
}

/**
 * What the lines' Pix ids (issue 21, item 7) name: payments already recorded, and open movements
 * whatever their due date. One lookup for the whole statement, among the company's own rows.
 */
export async function pixOfLines(
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

export async function previewStatement(
  imports: StatementImportRepository,
  companyId: string,
  file: StatementFile,
  options: PreviewStatementPayload,
  onProgress: (progress: PreviewProgress) => void,
): Promise<StatementPreview> {
  const { statement, source, account, recognised, keys, imported } = await analyse(
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
  const pix = await pixOfLines(imports, companyId, unimported);
  const open = unimported.filter(({ index }) => !pix.received.has(index));
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
  const uses = await suggestions(
    imports,
    companyId,
    open.map(({ line }) => line),
  );
  onProgress({ step: 'suggest', done: total, total });
  const found = new Map(
    unimported.map(({ line, index }) => [index, documentInText(line.description)] as const),
  );
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
    skipped: statement.skipped,
  };
  const lines: PreviewLine[] = statement.lines.map((line, index) => {
    const key = keys[index]!;
    const match = matches.get(index);
    const received = pix.received.get(index);
    const state = imported.has(key)
      ? 'duplicate'
      : received
        ? 'received'
        : match
          ? 'matched'
          : 'new';
    counts.total++;
    counts[state]++;
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
              score: 100,
              reason: received.reason,
            }
          : null,
      suggested_category_id:
        state === 'duplicate' || state === 'received'
          ? null
          : suggestCategory(line.description, typeOf(line), uses),
      ...contactFields(found.get(index) ?? null, line.description, contacts),
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
    lines,
  };
}
