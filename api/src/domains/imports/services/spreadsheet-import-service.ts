import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { SPREADSHEET_PREVIEW_ERRORS, SPREADSHEET_PREVIEW_ROWS } from 'shared/contracts';
import type {
  ConfirmSpreadsheetPayload,
  SpreadsheetBatch,
  SpreadsheetMapping,
  SpreadsheetPayload,
  SpreadsheetPreview,
  SpreadsheetRowError,
} from 'shared/contracts';
import type { MovementType } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { badRequest, conflict, notFound } from '../../../errors';
import { SpreadsheetError, readSheet } from '../parsers/spreadsheet/read-sheet';
import type { Sheet } from '../parsers/spreadsheet/read-sheet';
import { checkRows, detectMapping, headerIndex, mappingError } from '../parsers/spreadsheet/rows';
import type { CheckedRow } from '../parsers/spreadsheet/rows';
import { templateCsv, templateXlsx } from '../parsers/spreadsheet/template';
import type {
  SpreadsheetBatchRow,
  SpreadsheetImportRepository,
  SpreadsheetPlan,
  SpreadsheetUndoProblem,
} from '../repositories/spreadsheet-import-repository';
import type { ContentStore } from '../../../adapters/content-store';
import { approvalFor } from '../../approvals/public';
import type { SuggestionService } from '../../suggestions/public';
import type { ApprovalsRepository, Author } from '../../approvals/public';
import { resolveNames } from './spreadsheet-names';
import type { SuggestCategory } from './spreadsheet-names';
import type { NewContact, Resolved } from './spreadsheet-names';

export const SPREADSHEET_BATCH_NOT_FOUND_MESSAGE = 'Importação não encontrada.';
export const SPREADSHEET_ALREADY_UNDONE_MESSAGE = 'Esta importação já foi desfeita.';
export const SPREADSHEET_NOTHING_VALID_MESSAGE =
  'Nenhuma linha da planilha pode ser importada: corrija as linhas rejeitadas e envie de novo.';
export const SPREADSHEET_STALE_MESSAGE =
  'A planilha não dá mais o mesmo resultado da pré-visualização (o cadastro mudou enquanto você revisava). Envie o arquivo de novo para ver a pré-visualização atualizada; nada foi importado.';
export const SPREADSHEET_NO_ROWS_MESSAGE =
  'A planilha não tem linhas de movimentações abaixo do cabeçalho.';

export interface SpreadsheetFile {
  name: string;
  bytes: Buffer;
}

export interface SpreadsheetDownload {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export interface SpreadsheetImportService {
  template(format: 'xlsx' | 'csv'): Promise<SpreadsheetDownload>;
  preview(
    companyId: string,
    file: SpreadsheetFile,
    payload: SpreadsheetPayload,
  ): Promise<SpreadsheetPreview>;
  rejected(
    companyId: string,
    file: SpreadsheetFile,
    payload: SpreadsheetPayload,
  ): Promise<SpreadsheetDownload>;
  /** The author's role decides whether a payable above the threshold waits for approval. */
  confirm(
    companyId: string,
    author: Author,
    file: SpreadsheetFile,
    payload: ConfirmSpreadsheetPayload,
  ): Promise<SpreadsheetBatch>;
  batches(companyId: string): Promise<SpreadsheetBatch[]>;
  undo(companyId: string, userId: string, batchId: string): Promise<SpreadsheetBatch>;
}

interface Analysis {
  sheet: Sheet;
  header: string[];
  mapping: SpreadsheetMapping;
  mappingError: string | null;
  checked: CheckedRow[];
  resolved: Resolved[];
  newContacts: Map<string, NewContact>;
  newCostCenters: Map<string, string>;
}

function toBatch(row: SpreadsheetBatchRow): SpreadsheetBatch {
  return {
    id: row.id,
    file_name: row.fileName,
    format: row.format,
    user_name: row.userName,
    created_count: row.createdCount,
    paid_count: row.paidCount,
    rejected_count: row.rejectedCount,
    contacts_created: row.contactsCreated,
    cost_centers_created: row.costCentersCreated,
    created_at: row.createdAt,
    undone_at: row.undoneAt,
  };
}

function undoProblemText({ what, name, problem }: SpreadsheetUndoProblem): string {
  const subject =
    what === 'movement'
      ? `a movimentação '${name}'`
      : what === 'contact'
        ? `o fornecedor/cliente '${name}'`
        : `o centro de custo '${name}'`;
  switch (problem) {
    case 'deleted':
      return `${subject} foi excluída`;
    case 'changed':
      return `${subject} foi ${what === 'movement' ? 'alterada' : 'alterado'}`;
    case 'paid':
      return `${subject} recebeu um pagamento`;
    case 'files':
      return `${subject} recebeu um comprovante`;
    case 'used':
      return `${subject} passou a ser usado por outras movimentações`;
  }
}

export function spreadsheetUndoRefusedMessage(
  problems: SpreadsheetUndoProblem[],
  deleted: number,
): string {
  const parts: string[] = [];
  if (deleted > 0) {
    parts.push(
      deleted === 1
        ? '1 movimentação criada por ela foi excluída'
        : `${deleted} movimentações criadas por ela foram excluídas`,
    );
  }
  parts.push(...problems.slice(0, 5).map(undoProblemText));
  const more = problems.length > 5 ? '; e há outras alterações' : '';
  return `Não é possível desfazer a importação: desde então, ${parts.join('; ')}${more}. Desfaça essas alterações primeiro.`;
}

function reasonOf(errors: SpreadsheetRowError[]): string {
  return errors.map((error) => `${error.field}: ${error.message}`).join(' ');
}

export function createSpreadsheetImportService(deps: {
  imports: SpreadsheetImportRepository;
  approvals: Pick<ApprovalsRepository, 'thresholdCents'>;
  suggestions: SuggestionService;
  store: ContentStore;
  today?: () => string;
}): SpreadsheetImportService {
  const { imports, approvals, suggestions, store } = deps;
  const today = deps.today ?? (() => todayIso());

  async function analyse(
    companyId: string,
    bytes: Buffer,
    given: SpreadsheetMapping | undefined,
  ): Promise<Analysis> {
    let sheet: Sheet;
    try {
      sheet = await readSheet(bytes);
    } catch (error) {
      if (error instanceof SpreadsheetError) throw badRequest(error.message);
      throw error;
    }
    let header: number;
    try {
      header = headerIndex(sheet.rows);
    } catch (error) {
      if (error instanceof SpreadsheetError) throw badRequest(error.message);
      throw error;
    }
    const columns = sheet.rows[header]!.map((cell) => cell.trim());
    const mapping = given ?? detectMapping(columns);
    const width = Math.max(
      columns.length,
      ...sheet.rows.slice(header, header + 50).map((r) => r.length),
    );
    const problem = mappingError(mapping, width);
    const base = {
      sheet,
      header: columns,
      mapping,
      mappingError: problem,
      newContacts: new Map(),
      newCostCenters: new Map(),
    };
    if (problem) return { ...base, checked: [], resolved: [] };
    const checked = checkRows(sheet.rows, header, mapping, today(), { dotGroupsThousands: true });
    if (checked.length === 0) throw badRequest(SPREADSHEET_NO_ROWS_MESSAGE);
    const names = await imports.names(companyId);
    // Rows without a category ask the suggestion service (rules, then history); read only then.
    const asking = checked.some((item) => item.row && !item.row.category);
    const suggester = asking ? await suggestions.forCompany(companyId) : null;
    const suggest: SuggestCategory = (row) => {
      const answer = suggester?.suggest({
        description: row.description,
        type: row.type,
        amountCents: row.amountCents,
        bankAccountId: null,
        document: row.contactDocument?.replace(/\D/g, '') || null,
      });
      // "Ignore" is a statement rule's answer: a spreadsheet row was put there to be imported.
      if (!answer?.category_id || answer.ignore) return null;
      return {
        categoryId: answer.category_id,
        costCenterId: answer.cost_center_id,
        reason: answer.reason,
      };
    };
    return { ...base, checked, ...resolveNames(checked, names, suggest) };
  }

  return {
    async template(format) {
      return format === 'csv'
        ? {
            fileName: 'modelo-importacao-movimentacoes.csv',
            contentType: 'text/csv; charset=utf-8',
            body: templateCsv(),
          }
        : {
            fileName: 'modelo-importacao-movimentacoes.xlsx',
            contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            body: await templateXlsx(),
          };
    },

    async preview(companyId, file, payload) {
      const analysis = await analyse(companyId, file.bytes, payload.mapping);
      const errors = analysis.checked.flatMap((item) => item.errors);
      const counts = {
        total: analysis.checked.length,
        valid: analysis.resolved.length,
        rejected: analysis.checked.length - analysis.resolved.length,
        receita_cents: 0,
        despesa_cents: 0,
      };
      for (const { row } of analysis.resolved) {
        if (row.type === 'receita') counts.receita_cents += row.amountCents;
        else counts.despesa_cents += row.amountCents;
      }
      return {
        format: analysis.sheet.format,
        file_name: file.name,
        columns: analysis.header,
        mapping: analysis.mapping,
        mapping_error: analysis.mappingError,
        counts,
        rows: analysis.resolved.slice(0, SPREADSHEET_PREVIEW_ROWS).map(({ row, suggested }) => ({
          line: row.line,
          type: row.type,
          description: row.description,
          amount_cents: row.amountCents,
          due_date: row.dueDate,
          competence_date: row.competenceDate,
          category: suggested?.label ?? row.category,
          category_reason: suggested?.reason ?? null,
          cost_center: row.costCenter,
          contact: row.contact,
          bank_account: row.bankAccount,
          paid_on: row.paidOn,
        })),
        errors: errors.slice(0, SPREADSHEET_PREVIEW_ERRORS),
        errors_truncated: errors.length > SPREADSHEET_PREVIEW_ERRORS,
        new_contacts: [...analysis.newContacts.values()].map((contact) => ({
          name: contact.name,
          document: contact.document,
          is_supplier: contact.isSupplier,
          is_client: contact.isClient,
        })),
        new_cost_centers: [...analysis.newCostCenters.values()],
      };
    },

    async rejected(companyId, file, payload) {
      const analysis = await analyse(companyId, file.bytes, payload.mapping);
      if (analysis.mappingError) throw badRequest(analysis.mappingError);
      const width = analysis.checked.reduce(
        (widest, item) => Math.max(widest, item.cells.length),
        analysis.header.length,
      );
      const pad = (cells: string[]) =>
        Array.from({ length: width }, (_, index) => cells[index] ?? '');
      const rows = analysis.checked
        .filter((item) => item.errors.length > 0)
        .map((item) => [...pad(item.cells), `Linha ${item.line}: ${reasonOf(item.errors)}`]);
      const text = Papa.unparse([[...pad(analysis.header), 'Motivo'], ...rows], {
        delimiter: ';',
        newline: '\r\n',
      });
      const base = file.name.replace(/\.(csv|xlsx|txt)$/i, '') || 'planilha';
      return {
        fileName: `${base}-rejeitadas.csv`,
        contentType: 'text/csv; charset=utf-8',
        body: Buffer.from(`\ufeff${text}\r\n`, 'utf-8'),
      };
    },

    async confirm(companyId, author, file, payload) {
      const { userId } = author;
      const thresholdCents = await approvals.thresholdCents(companyId);
      const approval = (type: MovementType, amountCents: number) =>
        approvalFor({ role: author.role, type, amountCents, thresholdCents });
      const analysis = await analyse(companyId, file.bytes, payload.mapping);
      if (analysis.mappingError) throw badRequest(analysis.mappingError);
      if (analysis.resolved.length === 0) throw badRequest(SPREADSHEET_NOTHING_VALID_MESSAGE);
      if (analysis.resolved.length !== payload.expected_rows) {
        throw conflict(SPREADSHEET_STALE_MESSAGE);
      }
      const contactIds = new Map(
        [...analysis.newContacts.keys()].map((key) => [key, randomUUID()]),
      );
      const centreIds = new Map(
        [...analysis.newCostCenters.keys()].map((key) => [key, randomUUID()]),
      );
      const idOf = (ref: { id: string } | { newKey: string } | null, ids: Map<string, string>) =>
        ref === null ? null : 'id' in ref ? ref.id : ids.get(ref.newKey)!;
      const plan: SpreadsheetPlan = {
        batch: {
          id: randomUUID(),
          createdBy: userId,
          fileName: file.name,
          fileSha256: await store.put(file.bytes),
          fileBytes: file.bytes.length,
          format: analysis.sheet.format,
          rejectedCount: analysis.checked.length - analysis.resolved.length,
        },
        costCenters: [...analysis.newCostCenters].map(([key, name]) => ({
          id: centreIds.get(key)!,
          name,
        })),
        contacts: [...analysis.newContacts].map(([key, contact]) => ({
          id: contactIds.get(key)!,
          ...contact,
        })),
        movements: analysis.resolved.map((item) => ({
          id: randomUUID(),
          type: item.row.type,
          description: item.row.description,
          amountCents: item.row.amountCents,
          dueDate: item.row.dueDate,
          competenceDate: item.row.competenceDate,
          categoryId: item.categoryId,
          costCenterId: idOf(item.costCenter, centreIds),
          contactId: idOf(item.contact, contactIds),
          bankAccountId: item.bankAccountId,
          documentNumber: item.row.documentNumber,
          notes: item.row.notes,
          paidOn: item.row.paidOn,
          approval: approval(item.row.type, item.row.amountCents),
        })),
      };
      const result = await imports.confirm(companyId, plan);
      if (result.outcome === 'taken') {
        const what = result.what === 'contact' ? 'fornecedores/clientes' : 'centros de custo';
        throw conflict(
          `Os ${what} ${result.names.map((name) => `'${name}'`).join(', ')} foram cadastrados enquanto você revisava. ${SPREADSHEET_STALE_MESSAGE}`,
        );
      }
      const batch = await imports.batch(companyId, plan.batch.id);
      if (!batch) throw new Error(`spreadsheet batch ${plan.batch.id} of ${companyId} vanished`);
      return toBatch(batch);
    },

    async batches(companyId) {
      return (await imports.batches(companyId, 100)).map(toBatch);
    },

    async undo(companyId, userId, batchId) {
      const result = await imports.undo(companyId, batchId, userId);
      if (result.outcome === 'missing') throw notFound(SPREADSHEET_BATCH_NOT_FOUND_MESSAGE);
      if (result.outcome === 'already-undone') throw conflict(SPREADSHEET_ALREADY_UNDONE_MESSAGE);
      if (result.outcome === 'refused') {
        throw conflict(spreadsheetUndoRefusedMessage(result.problems, result.deleted));
      }
      const batch = await imports.batch(companyId, batchId);
      if (!batch) throw notFound(SPREADSHEET_BATCH_NOT_FOUND_MESSAGE);
      return toBatch(batch);
    },
  };
}
