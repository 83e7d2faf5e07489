import { randomUUID } from 'node:crypto';
import type {
  ConfirmStatementPayload,
  CsvMapping,
  CsvMappingSource,
  ImportBatch,
  PreviewLine,
  PreviewProgress,
  PreviewStatementPayload,
  StatementPreview,
} from 'shared/contracts';
import { formatBRL, todayIso } from 'shared/format';
import { badRequest, conflict, notFound } from '../../../errors';
import { suggestCategory, wordUses } from '../parsers/category-suggestion';
import { dedupeKeys } from '../parsers/dedupe-key';
import { contactNameFrom, documentInText } from '../parsers/document-in-text';
import { significantWords } from '../parsers/description';
import { findCandidates, indexOpenRows, matchLines, matchWindow } from '../parsers/matching';
import type { CandidateRow } from '../parsers/matching';
import { parseStatement } from '../parsers/parse-statement';
import type { DocumentInText } from '../parsers/document-in-text';
import type { ParsedStatement, StatementLine } from '../parsers/statement';
import { StatementError } from '../parsers/statement';
import type {
  BatchSummaryRow,
  ConfirmPlan,
  ImportAccount,
  ImportContact,
  ImportedKey,
  StatementImportRepository,
  UndoProblem,
} from '../repositories/statement-import-repository';
import type { ContentStore } from '../../../adapters/content-store';

export const IMPORT_ACCOUNT_NOT_FOUND_MESSAGE = 'Conta bancária não encontrada.';
export const IMPORT_BATCH_NOT_FOUND_MESSAGE = 'Importação não encontrada.';
export const IMPORT_ALREADY_UNDONE_MESSAGE = 'Esta importação já foi desfeita.';
export const IMPORT_STALE_MESSAGE =
  'Parte destas linhas foi importada enquanto você revisava. Envie o arquivo de novo para ver a pré-visualização atualizada.';

export interface StatementFile {
  name: string;
  bytes: Buffer;
}

export interface StatementImportService {
  /** `onProgress` hears each step's counts (the streamed preview sends them on). */
  preview(
    companyId: string,
    file: StatementFile,
    options: PreviewStatementPayload,
    onProgress?: (progress: PreviewProgress) => void,
  ): Promise<StatementPreview>;
  confirm(
    companyId: string,
    userId: string,
    file: StatementFile,
    payload: ConfirmStatementPayload,
  ): Promise<ImportBatch>;
  batches(companyId: string): Promise<ImportBatch[]>;
  undo(companyId: string, userId: string, batchId: string): Promise<ImportBatch>;
}

/** Lines matched between two progress events. */
const MATCH_CHUNK = 2_000;

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

const typeOf = (line: StatementLine) => (line.amountCents > 0 ? 'receita' : 'despesa');

function toBatch(row: BatchSummaryRow): ImportBatch {
  return {
    id: row.id,
    bank_account: { id: row.bankAccountId, name: row.bankAccountName },
    file_name: row.fileName,
    format: row.format,
    user_name: row.userName,
    paid_count: row.paidCount,
    created_count: row.createdCount,
    ignored_count: row.ignoredCount,
    duplicate_count: row.duplicateCount,
    created_at: row.createdAt,
    undone_at: row.undoneAt,
  };
}

function undoProblemText({ description, problem }: UndoProblem): string {
  const name = `'${description}'`;
  switch (problem) {
    case 'deleted':
      return `a movimentação ${name} foi excluída`;
    case 'changed':
      return `a movimentação ${name} foi alterada`;
    case 'paid':
      return `a movimentação ${name} recebeu outro pagamento`;
    case 'files':
      return `a movimentação ${name} recebeu um comprovante`;
    case 'reversed':
      return `o pagamento de ${name} foi estornado`;
    case 'contact-changed':
      return `o fornecedor/cliente ${name}, cadastrado pela importação, foi alterado`;
    case 'contact-used':
      return `o fornecedor/cliente ${name}, cadastrado pela importação, passou a ser usado por outras movimentações`;
  }
}

export function undoRefusedMessage(problems: UndoProblem[]): string {
  const shown = problems.slice(0, 5).map(undoProblemText);
  const more = problems.length > 5 ? '; e há outras alterações' : '';
  return `Não é possível desfazer a importação: desde então, ${shown.join('; ')}${more}. Desfaça essas alterações primeiro.`;
}

interface Analysis {
  statement: ParsedStatement;
  source: CsvMappingSource;
  account: ImportAccount | null;
  recognised: boolean;
  keys: string[];
  imported: Map<string, ImportedKey>;
}

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

export function createStatementImportService(deps: {
  imports: StatementImportRepository;
  store: ContentStore;
  today?: () => string;
}): StatementImportService {
  const { imports, store } = deps;
  const today = deps.today ?? (() => todayIso());

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

  async function analyse(
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
    return { statement, source, account: account ?? null, recognised, keys, imported };
  }

  async function suggestions(companyId: string, lines: StatementLine[]) {
    const words = new Set(lines.flatMap((line) => significantWords(line.description)));
    if (words.size === 0) return new Map();
    return wordUses(await imports.descriptionCategories(companyId), words);
  }

  return {
    async preview(companyId, file, options, onProgress = () => {}) {
      const { statement, source, account, recognised, keys, imported } = await analyse(
        companyId,
        file.bytes,
        options,
      );
      const total = statement.lines.length;
      onProgress({ step: 'read', done: total, total });
      onProgress({ step: 'dedupe', done: total, total });
      const open = statement.lines
        .map((line, index) => ({ line, index }))
        .filter(({ index }) => !imported.has(keys[index]!));
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
      const matches = matchLines(
        open.map(({ line, index }) => ({ index, date: line.date, description: line.description })),
        rows,
      );
      onProgress({ step: 'match', done: total, total });
      const uses = await suggestions(
        companyId,
        open.map(({ line }) => line),
      );
      onProgress({ step: 'suggest', done: total, total });
      const found = new Map(
        open.map(({ line, index }) => [index, documentInText(line.description)] as const),
      );
      const documents = [...new Set([...found.values()].flatMap((doc) => doc?.document ?? []))];
      const contacts = new Map(
        (await imports.contacts(companyId, documents, [])).map((row) => [row.document, row]),
      );
      const counts = { total: 0, new: 0, duplicate: 0, matched: 0, skipped: statement.skipped };
      const lines: PreviewLine[] = statement.lines.map((line, index) => {
        const key = keys[index]!;
        const match = matches.get(index);
        const state = imported.has(key) ? 'duplicate' : match ? 'matched' : 'new';
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
          suggested_category_id:
            state === 'duplicate' ? null : suggestCategory(line.description, typeOf(line), uses),
          ...contactFields(found.get(index) ?? null, line.description, contacts),
        };
      });
      return {
        format: statement.format,
        file: {
          name: file.name,
          bank_code: statement.bankCode,
          agency: statement.branch,
          account_number: statement.accountNumber,
        },
        bank_account: account && { id: account.id, name: account.name },
        recognised,
        csv: statement.csv && { ...statement.csv, source },
        counts,
        lines,
      };
    },

    async confirm(companyId, userId, file, payload) {
      const { statement, account, keys, imported } = await analyse(companyId, file.bytes, payload);
      if (!account) throw notFound(IMPORT_ACCOUNT_NOT_FOUND_MESSAGE);
      const byLine = new Map(statement.lines.map((line, index) => [line.line, index]));
      const seen = new Set<number>();
      const plan: ConfirmPlan = {
        batch: {
          id: randomUUID(),
          bankAccountId: account.id,
          createdBy: userId,
          fileName: file.name,
          fileSha256: '',
          fileBytes: file.bytes.length,
          format: statement.format,
          duplicateCount: keys.filter((key) => imported.has(key)).length,
        },
        payments: [],
        creations: [],
        contacts: [],
        ignored: [],
        csvMapping: statement.format === 'csv' ? (payload.csv_mapping ?? null) : null,
      };
      const movementIds = new Set<string>();
      const categoryIds = new Set<string>();
      const contactIds = new Set<string>();
      for (const decision of payload.decisions) {
        const index = byLine.get(decision.line);
        if (index === undefined) {
          throw badRequest(`Linha ${decision.line}: não há transação nesta linha do arquivo.`);
        }
        if (seen.has(decision.line)) {
          throw badRequest(`Linha ${decision.line}: há mais de uma decisão para a mesma linha.`);
        }
        seen.add(decision.line);
        if (imported.has(keys[index]!)) {
          throw conflict(`Linha ${decision.line}: já foi importada antes. ${IMPORT_STALE_MESSAGE}`);
        }
        if (decision.action === 'pay') movementIds.add(decision.movement_id);
        if (decision.action === 'create') {
          categoryIds.add(decision.category_id);
          if (decision.contact_id) contactIds.add(decision.contact_id);
        }
      }
      const movements = new Map(
        (await imports.openMovements(companyId, [...movementIds])).map((row) => [row.id, row]),
      );
      const categories = new Map(
        (await imports.leafCategories(companyId, [...categoryIds])).map((row) => [row.id, row]),
      );
      const knownContacts = new Set(
        (await imports.contacts(companyId, [], [...contactIds])).map((row) => row.id),
      );
      const newContacts = new Map<string, ConfirmPlan['contacts'][number]>();
      const paying = new Map<string, number>();
      for (const decision of payload.decisions) {
        const index = byLine.get(decision.line)!;
        const line = statement.lines[index]!;
        const key = keys[index]!;
        const at = `Linha ${line.line}`;
        if (decision.action === 'ignore') {
          plan.ignored.push({ key, description: line.description });
          continue;
        }
        if (line.date > today()) {
          throw badRequest(`${at}: a data ${line.date} é posterior a hoje.`);
        }
        const amountCents = Math.abs(line.amountCents);
        if (decision.action === 'pay') {
          const movement = movements.get(decision.movement_id);
          if (!movement) throw badRequest(`${at}: a movimentação escolhida não foi encontrada.`);
          if (movement.type !== typeOf(line)) {
            throw badRequest(
              `${at}: um ${line.amountCents > 0 ? 'crédito' : 'débito'} não pode pagar uma ${movement.type}.`,
            );
          }
          const total = (paying.get(movement.id) ?? 0) + amountCents;
          const openCents = movement.amountCents - movement.paidCents;
          if (total > openCents) {
            throw badRequest(
              `${at}: o valor (${formatBRL(amountCents)}) passa do valor em aberto de '${movement.description}' (${formatBRL(openCents)}).`,
            );
          }
          paying.set(movement.id, total);
          plan.payments.push({
            key,
            paymentId: randomUUID(),
            movementId: movement.id,
            type: movement.type,
            paidOn: line.date,
            amountCents,
            description: line.description,
          });
        } else {
          const category = categories.get(decision.category_id);
          if (!category) {
            throw badRequest(`${at}: escolha uma categoria ativa e sem subcategorias.`);
          }
          if (category.type !== typeOf(line)) {
            throw badRequest(
              `${at}: a categoria é de ${category.type}, mas a linha é um ${line.amountCents > 0 ? 'crédito' : 'débito'}.`,
            );
          }
          if (decision.contact_id && decision.create_contact) {
            throw badRequest(
              `${at}: escolha um fornecedor ou cliente existente ou cadastre um novo, não os dois.`,
            );
          }
          if (decision.contact_id && !knownContacts.has(decision.contact_id)) {
            throw badRequest(`${at}: o fornecedor ou cliente escolhido não foi encontrado.`);
          }
          const found = decision.create_contact ? documentInText(line.description) : null;
          if (decision.create_contact && !found) {
            throw badRequest(`${at}: a descrição não tem um CPF ou CNPJ válido para cadastrar.`);
          }
          if (found) {
            const contact = newContacts.get(found.document) ?? {
              document: found.document,
              name: contactNameFrom(line.description, found),
              supplier: false,
              client: false,
            };
            if (category.type === 'despesa') contact.supplier = true;
            else contact.client = true;
            newContacts.set(found.document, contact);
          }
          plan.creations.push({
            key,
            paymentId: randomUUID(),
            movementId: randomUUID(),
            type: category.type,
            date: line.date,
            amountCents,
            description: line.description,
            categoryId: category.id,
            contactId: decision.contact_id ?? null,
            newContactDocument: found?.document ?? null,
          });
        }
      }
      plan.contacts = [...newContacts.values()];
      plan.batch.fileSha256 = await store.put(file.bytes);
      const result = await imports.confirm(companyId, plan);
      if (result.outcome === 'duplicate') throw conflict(IMPORT_STALE_MESSAGE);
      if (result.outcome === 'over') {
        const names = result.movementIds.map((id) => `'${movements.get(id)?.description ?? id}'`);
        throw conflict(
          `Não foi possível registrar os pagamentos: ${names.join(', ')} recebeu outro pagamento enquanto você revisava. Nada foi importado.`,
        );
      }
      const batch = await imports.batch(companyId, plan.batch.id);
      if (!batch) throw new Error(`import batch ${plan.batch.id} of ${companyId} vanished`);
      return toBatch(batch);
    },

    async batches(companyId) {
      return (await imports.batches(companyId, 100)).map(toBatch);
    },

    async undo(companyId, userId, batchId) {
      const result = await imports.undo(companyId, batchId, userId);
      if (result.outcome === 'missing') throw notFound(IMPORT_BATCH_NOT_FOUND_MESSAGE);
      if (result.outcome === 'already-undone') throw conflict(IMPORT_ALREADY_UNDONE_MESSAGE);
      if (result.outcome === 'refused') throw conflict(undoRefusedMessage(result.problems));
      const batch = await imports.batch(companyId, batchId);
      if (!batch) throw notFound(IMPORT_BATCH_NOT_FOUND_MESSAGE);
      return toBatch(batch);
    },
  };
}
