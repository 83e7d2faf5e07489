import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import {
  SPREADSHEET_FIELD_LABELS,
  SPREADSHEET_PREVIEW_ERRORS,
  SPREADSHEET_PREVIEW_ROWS,
  isValidCpfOrCnpj,
} from 'shared/contracts';
import type {
  ConfirmSpreadsheetPayload,
  SpreadsheetBatch,
  SpreadsheetField,
  SpreadsheetMapping,
  SpreadsheetPayload,
  SpreadsheetPreview,
  SpreadsheetRowError,
} from 'shared/contracts';
import { todayIso } from 'shared/format';
import { badRequest, conflict, notFound } from '../../../errors';
import { SpreadsheetError, readSheet } from '../parsers/spreadsheet/read-sheet';
import type { Sheet } from '../parsers/spreadsheet/read-sheet';
import { checkRows, detectMapping, headerIndex, mappingError } from '../parsers/spreadsheet/rows';
import type { CheckedRow, SheetRow } from '../parsers/spreadsheet/rows';
import { templateCsv, templateXlsx } from '../parsers/spreadsheet/template';
import type {
  CompanyNames,
  NamedCategory,
  NamedContact,
  NamedRow,
  SpreadsheetBatchRow,
  SpreadsheetImportRepository,
  SpreadsheetPlan,
  SpreadsheetUndoProblem,
} from '../repositories/spreadsheet-import-repository';
import type { ContentStore } from '../../../adapters/content-store';

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
  confirm(
    companyId: string,
    userId: string,
    file: SpreadsheetFile,
    payload: ConfirmSpreadsheetPayload,
  ): Promise<SpreadsheetBatch>;
  batches(companyId: string): Promise<SpreadsheetBatch[]>;
  undo(companyId: string, userId: string, batchId: string): Promise<SpreadsheetBatch>;
}

/** Lower case, no accents, single spaces: how names are compared (as the database's search_name). */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const TYPE_WORD = { receita: 'uma receita', despesa: 'uma despesa' } as const;

interface Resolved {
  row: SheetRow;
  categoryId: string;
  costCenter: { id: string } | { newKey: string } | null;
  contact: { id: string } | { newKey: string } | null;
  bankAccountId: string | null;
}

interface NewContact {
  name: string;
  document: string;
  isSupplier: boolean;
  isClient: boolean;
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

/** Resolves each row's names against the company's, in memory; errors go on the row. */
function resolveNames(checked: CheckedRow[], names: CompanyNames) {
  // A file repeats a few hundred names over 100k rows: each is folded once.
  const folded = new Map<string, string>();
  const fold = (text: string) => {
    let key = folded.get(text);
    if (key === undefined) {
      key = foldName(text);
      folded.set(text, key);
    }
    return key;
  };
  const categoriesByCode = new Map(names.categories.map((row) => [row.code, row]));
  const categoriesByName = groupBy(names.categories, (row) => fold(row.name));
  const accountsByName = groupBy(names.bankAccounts, (row) => fold(row.name));
  const centresByName = groupBy(names.costCenters, (row) => fold(row.name));
  const contactsByName = groupBy(names.contacts, (row) => fold(row.name));
  const contactsByDocument = new Map(names.contacts.map((row) => [row.document, row]));
  const newContacts = new Map<string, NewContact>();
  const newContactByName = new Map<string, string>();
  const newCostCenters = new Map<string, string>();
  const resolved: Resolved[] = [];

  // First the contacts the file introduces with a document, so that another row naming the same
  // contact without one finds it.
  for (const { names: row } of checked) {
    if (!row.contact || !row.contactDocument) continue;
    const document = row.contactDocument.replace(/\D/g, '');
    if (!isValidCpfOrCnpj(document) || contactsByDocument.has(document)) continue;
    if (!newContacts.has(document)) {
      newContacts.set(document, {
        name: row.contact,
        document,
        isSupplier: false,
        isClient: false,
      });
      if (!newContactByName.has(fold(row.contact))) {
        newContactByName.set(fold(row.contact), document);
      }
    }
  }

  const category = (text: string, type: 'receita' | 'despesa'): NamedCategory | string => {
    const coded = /^(\d+(?:\.\d{2})*)(?:\s*[-–:]?\s+.*)?$/.exec(text);
    let found = coded ? categoriesByCode.get(coded[1]!) : undefined;
    if (!found) {
      const named = categoriesByName.get(fold(text)) ?? [];
      if (named.length === 0) {
        return `a categoria '${text}' não existe no plano de contas: cadastre-a em Categorias ou use uma existente.`;
      }
      const ofType = named.filter((row) => row.type === type);
      if (ofType.length === 0) {
        return `a categoria '${text}' é de ${named[0]!.type}, e a linha é ${TYPE_WORD[type]}.`;
      }
      const usable = ofType.filter((row) => row.active && row.leaf);
      if (usable.length > 1) {
        return `há mais de uma categoria '${text}': use o código (${usable.map((row) => row.code).join(' ou ')}).`;
      }
      found = usable[0] ?? ofType[0]!;
    }
    if (found.type !== type) {
      return `a categoria '${text}' é de ${found.type}, e a linha é ${TYPE_WORD[type]}.`;
    }
    if (!found.leaf) return `a categoria '${text}' tem subcategorias: use uma delas.`;
    if (!found.active) return `a categoria '${text}' está inativa.`;
    return found;
  };

  const single = <Row extends NamedRow>(
    map: Map<string, Row[]>,
    text: string,
  ): Row | 'ambiguous' | null => {
    const rows = map.get(fold(text)) ?? [];
    if (rows.length === 0) return null;
    const active = rows.filter((row) => row.active);
    if (active.length > 1) return 'ambiguous';
    return active[0] ?? rows[0]!;
  };

  for (const item of checked) {
    const { row: valid, names: row } = item;
    const fail = (field: SpreadsheetField, message: string) =>
      item.errors.push({ line: item.line, field: SPREADSHEET_FIELD_LABELS[field], message });

    // Without a valid type, a category cannot be checked against it; an empty one is reported.
    const foundCategory = row.type && row.category ? category(row.category, row.type) : null;
    if (typeof foundCategory === 'string') fail('category', foundCategory);

    let bankAccountId: string | null = null;
    if (row.bankAccount) {
      const account = single(accountsByName, row.bankAccount);
      if (account === null) {
        fail(
          'bank_account',
          `a conta '${row.bankAccount}' não está cadastrada: cadastre-a em Contas bancárias ou corrija o nome.`,
        );
      } else if (account === 'ambiguous') {
        fail('bank_account', `há mais de uma conta '${row.bankAccount}'.`);
      } else if (!account.active) {
        fail('bank_account', `a conta '${row.bankAccount}' está inativa.`);
      } else bankAccountId = account.id;
    }

    let costCenter: Resolved['costCenter'] = null;
    if (row.costCenter) {
      const centre = single(centresByName, row.costCenter);
      if (centre === 'ambiguous') {
        fail('cost_center', `há mais de um centro de custo '${row.costCenter}'.`);
      } else if (centre && !centre.active) {
        fail('cost_center', `o centro de custo '${row.costCenter}' está inativo.`);
      } else if (centre) costCenter = { id: centre.id };
      else if (row.costCenter.length < 2) {
        fail('cost_center', 'o nome de um novo centro de custo deve ter ao menos 2 caracteres.');
      } else {
        const key = fold(row.costCenter);
        if (!newCostCenters.has(key)) newCostCenters.set(key, row.costCenter);
        costCenter = { newKey: key };
      }
    }

    let contact: Resolved['contact'] = null;
    const document = row.contactDocument?.replace(/\D/g, '') ?? '';
    if (row.contactDocument && !isValidCpfOrCnpj(document)) {
      fail('contact_document', `'${row.contactDocument}' não é um CPF ou CNPJ válido.`);
    } else if (document) {
      const existing = contactsByDocument.get(document);
      if (existing) {
        if (!existing.active) fail('contact', `'${existing.name}' está inativo no cadastro.`);
        else contact = { id: existing.id };
      } else if (!row.contact) {
        fail('contact', `informe o nome para cadastrar o CPF/CNPJ ${row.contactDocument}.`);
      } else if (row.contact.length < 2) {
        fail('contact', 'o nome de um novo fornecedor/cliente deve ter ao menos 2 caracteres.');
      } else contact = { newKey: document };
    } else if (row.contact) {
      const found = single<NamedContact>(contactsByName, row.contact);
      const pending = newContactByName.get(fold(row.contact));
      if (found === 'ambiguous') {
        fail(
          'contact',
          `há mais de um '${row.contact}' no cadastro: informe o CPF/CNPJ para dizer qual.`,
        );
      } else if (found && !found.active) {
        fail('contact', `'${row.contact}' está inativo no cadastro.`);
      } else if (found) contact = { id: found.id };
      else if (pending) contact = { newKey: pending };
      else {
        fail(
          'contact',
          `'${row.contact}' não está cadastrado: informe o CPF/CNPJ na coluna '${SPREADSHEET_FIELD_LABELS.contact_document}' para cadastrá-lo ao confirmar.`,
        );
      }
    }

    if (!valid || item.errors.length > 0 || !foundCategory || typeof foundCategory === 'string') {
      continue;
    }
    if (contact && 'newKey' in contact) {
      const created = newContacts.get(contact.newKey)!;
      if (valid.type === 'despesa') created.isSupplier = true;
      else created.isClient = true;
    }
    resolved.push({
      row: valid,
      categoryId: foundCategory.id,
      costCenter,
      contact,
      bankAccountId,
    });
  }

  // Only what the valid rows use is created.
  const usedContacts = new Set<string>();
  const usedCentres = new Set<string>();
  for (const item of resolved) {
    if (item.contact && 'newKey' in item.contact) usedContacts.add(item.contact.newKey);
    if (item.costCenter && 'newKey' in item.costCenter) usedCentres.add(item.costCenter.newKey);
  }
  for (const key of [...newContacts.keys()]) if (!usedContacts.has(key)) newContacts.delete(key);
  for (const key of [...newCostCenters.keys()]) {
    if (!usedCentres.has(key)) newCostCenters.delete(key);
  }
  return { resolved, newContacts, newCostCenters };
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
  store: ContentStore;
  today?: () => string;
}): SpreadsheetImportService {
  const { imports, store } = deps;
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
    return { ...base, checked, ...resolveNames(checked, names) };
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
        rows: analysis.resolved.slice(0, SPREADSHEET_PREVIEW_ROWS).map(({ row }) => ({
          line: row.line,
          type: row.type,
          description: row.description,
          amount_cents: row.amountCents,
          due_date: row.dueDate,
          competence_date: row.competenceDate,
          category: row.category,
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

    async confirm(companyId, userId, file, payload) {
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
          supplierId: idOf(item.contact, contactIds),
          bankAccountId: item.bankAccountId,
          documentNumber: item.row.documentNumber,
          notes: item.row.notes,
          paidOn: item.row.paidOn,
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
