import { randomUUID } from 'node:crypto';
import type { ConfirmFiscalPayload, FiscalBatch, FiscalPreview } from 'shared/contracts';
import type { ContentStore } from '../../../adapters/content-store';
import { approvalFor } from '../../approvals/public';
import type { ApprovalsRepository, Author } from '../../approvals/public';
import type { SuggestionService } from '../../suggestions/public';
import { badRequest, conflict, notFound } from '../../../errors';
import { isZip, readFiscalUpload } from '../parsers/read-upload';
import { FiscalUploadError } from '../parsers/types';
import type { ReadFile } from '../parsers/types';
import type {
  FiscalBatchRow,
  FiscalImportRepository,
  FiscalWrite,
} from '../repositories/fiscal-import-repository';
import { spreadsheetUndoRefusedMessage } from '../../imports/public';
import { planFiscalImport } from './fiscal-plan';
import type { FiscalPlan } from './fiscal-plan';

export const FISCAL_BATCH_NOT_FOUND_MESSAGE = 'Importação não encontrada.';
export const FISCAL_ALREADY_UNDONE_MESSAGE = 'Esta importação já foi desfeita.';
export const FISCAL_NOTHING_READY_MESSAGE =
  'Nenhuma nota do envio pode ser importada: veja o motivo de cada arquivo na pré-visualização.';
export const FISCAL_STALE_MESSAGE =
  'As notas não dão mais o mesmo resultado da pré-visualização (o cadastro mudou enquanto você revisava). Envie os arquivos de novo para ver a pré-visualização atualizada; nada foi importado.';

export interface FiscalUpload {
  name: string;
  bytes: Buffer;
}

export interface FiscalImportService {
  /** The author's role says which payables will wait for approval (issue 22 item 4). */
  preview(companyId: string, author: Author, files: FiscalUpload[]): Promise<FiscalPreview>;
  confirm(
    companyId: string,
    author: Author,
    files: FiscalUpload[],
    payload: ConfirmFiscalPayload,
  ): Promise<FiscalBatch>;
  batches(companyId: string): Promise<FiscalBatch[]>;
  undo(companyId: string, userId: string, batchId: string): Promise<FiscalBatch>;
}

function toBatch(row: FiscalBatchRow): FiscalBatch {
  return {
    id: row.id,
    file_name: row.fileName,
    format: row.format,
    user_name: row.userName,
    documents_count: row.documentsCount,
    created_count: row.createdCount,
    contacts_created: row.contactsCreated,
    created_at: row.createdAt,
    undone_at: row.undoneAt,
  };
}

function previewOf(plan: FiscalPlan): FiscalPreview {
  const counts = {
    documents: plan.documents.length,
    ready: plan.writes.length,
    left_out: plan.documents.length - plan.writes.length,
    parcels: 0,
    payable_cents: 0,
    receivable_cents: 0,
  };
  for (const write of plan.writes) {
    for (const movement of write.movements) {
      counts.parcels += 1;
      if (movement.type === 'despesa') counts.payable_cents += movement.amountCents;
      else counts.receivable_cents += movement.amountCents;
    }
  }
  return {
    counts,
    documents: plan.documents,
    new_contacts: [...plan.newContacts.values()].map(({ party, isSupplier, isClient }) => ({
      name: party.name,
      document: party.document,
      is_supplier: isSupplier,
      is_client: isClient,
    })),
  };
}

/** The upload as one batch file: a ZIP is itself; loose XMLs are named by their count. */
function batchFile(files: FiscalUpload[], read: ReadFile[]) {
  const zip = files.length === 1 && isZip(files[0]!.bytes);
  const first = read.find((file): file is Extract<ReadFile, { ok: true }> => file.ok);
  const name =
    files.length === 1 ? files[0]!.name : `${files.length} arquivos XML (${files[0]!.name}, …)`;
  return { zip, name, first };
}

export function createFiscalImportService(deps: {
  imports: FiscalImportRepository;
  approvals: Pick<ApprovalsRepository, 'thresholdCents'>;
  suggestions: SuggestionService;
  store: ContentStore;
}): FiscalImportService {
  const { imports, approvals, suggestions, store } = deps;

  /**
   * Whether a note's payables wait for approval: judged on the note's whole amount to pay, as a
   * purchase in parcelas is, so splitting never slips under the threshold.
   */
  async function approvalsOf(companyId: string, author: Author, plan: FiscalPlan) {
    const thresholdCents = await approvals.thresholdCents(companyId);
    return plan.writes.map((write) =>
      approvalFor({
        role: author.role,
        type: write.direction === 'in' ? 'despesa' : 'receita',
        amountCents: write.movements.reduce((sum, movement) => sum + movement.amountCents, 0),
        thresholdCents,
      }),
    );
  }

  async function analyse(companyId: string, files: FiscalUpload[]) {
    let read: ReadFile[];
    try {
      read = await readFiscalUpload(files);
    } catch (error) {
      if (error instanceof FiscalUploadError) throw badRequest(error.message);
      throw error;
    }
    if (read.length === 0) {
      throw badRequest('Nenhum arquivo XML foi encontrado no envio.');
    }
    const documents = new Set<string>();
    const keys = new Set<string>();
    for (const file of read) {
      if (!file.ok) continue;
      keys.add(file.document.key);
      if (file.document.kind === 'nfe') {
        documents.add(file.document.issuer.document);
        if (file.document.recipient) documents.add(file.document.recipient.document);
      } else if (file.document.kind === 'nfse') {
        documents.add(file.document.provider.document);
        if (file.document.taker) documents.add(file.document.taker.document);
      }
    }
    const rows = await imports.companyRows(companyId, [...documents], [...keys]);
    // Rules first, then history: the one suggestion service the statement import also asks.
    const suggester = await suggestions.forCompany(companyId);
    const plan = planFiscalImport(read, {
      companyDocument: rows.companyDocument,
      contacts: new Map(rows.contacts.map((contact) => [contact.document, contact])),
      importedKeys: new Map(rows.importedKeys.map((row) => [row.key, row.movementId])),
      categories: rows.categories,
      suggest: (subject) => suggester.suggest(subject),
      retentionPayables: rows.settings.retentionPayables,
      issDueDay: rows.settings.issDueDay,
    });
    return { read, plan };
  }

  return {
    async preview(companyId, author, files) {
      const { plan } = await analyse(companyId, files);
      const waits = await approvalsOf(companyId, author, plan);
      const waiting = new Set(
        plan.writes.filter((_, index) => waits[index] === 'pending_approval').map((w) => w.key),
      );
      for (const document of plan.documents) {
        document.awaits_approval = document.key !== null && waiting.has(document.key);
      }
      return previewOf(plan);
    },

    async confirm(companyId, author, files, payload) {
      const userId = author.userId;
      const { read, plan } = await analyse(companyId, files);
      if (plan.writes.length === 0) throw badRequest(FISCAL_NOTHING_READY_MESSAGE);
      if (plan.writes.length !== payload.expected_documents) throw conflict(FISCAL_STALE_MESSAGE);
      const contactIds = new Map([...plan.newContacts.keys()].map((doc) => [doc, randomUUID()]));
      const upload = batchFile(files, read);
      // The bytes first, outside the transaction: content-addressed, so a retry or a rollback
      // leaves at most a file no row points to, never a row without its file.
      for (const write of plan.writes) await store.put(write.file.bytes);
      const batchSha = upload.zip ? await store.put(files[0]!.bytes) : upload.first!.sha256;
      const documentIds = plan.writes.map(() => randomUUID());
      const waits = await approvalsOf(companyId, author, plan);
      const write: FiscalWrite = {
        batch: {
          id: randomUUID(),
          createdBy: userId,
          fileName: upload.name,
          fileSha256: batchSha,
          fileBytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
          format: upload.zip ? 'zip' : 'xml',
        },
        contacts: [...plan.newContacts].map(([document, { party, isSupplier, isClient }]) => ({
          id: contactIds.get(document)!,
          name: party.name,
          document,
          isSupplier,
          isClient,
          email: party.email,
          street: party.address?.street ?? null,
          number: party.address?.number ?? null,
          complement: party.address?.complement ?? null,
          neighbourhood: party.address?.neighbourhood ?? null,
          city: party.address?.city ?? null,
          state: party.address?.state ?? null,
          zipCode: party.address?.zipCode ?? null,
        })),
        documents: plan.writes.map((doc, index) => ({
          id: documentIds[index]!,
          kind: doc.kind,
          direction: doc.direction,
          key: doc.key,
          number: doc.number,
          series: doc.series,
          issuedOn: doc.issuedOn,
          counterpartDocument: doc.party.document,
          counterpartName: doc.party.name,
          contactId: doc.contactId ?? contactIds.get(doc.party.document)!,
          totalCents: doc.totalCents,
          fileName: doc.file.name,
          fileSha256: doc.file.sha256,
          fileBytes: doc.file.bytes.length,
          summary: doc.summary,
        })),
        movements: plan.writes.flatMap((doc, index) => {
          const group = doc.movements.some((m) => m.instalment) ? randomUUID() : null;
          const contactId = doc.contactId ?? contactIds.get(doc.party.document)!;
          return doc.movements.map((movement) => ({
            id: randomUUID(),
            type: movement.type,
            description: movement.description,
            amountCents: movement.amountCents,
            dueDate: movement.dueDate,
            competenceDate: movement.competenceDate,
            categoryId: movement.categoryId,
            contactId: movement.counterpart ? contactId : null,
            documentNumber: movement.documentNumber,
            fiscalKey: doc.key,
            approval: movement.type === 'despesa' ? waits[index]! : null,
            instalmentGroupId: movement.instalment ? group : null,
            instalmentNumber: movement.instalment?.number ?? null,
            instalmentCount: movement.instalment?.count ?? null,
            file: { name: doc.file.name, sha256: doc.file.sha256, bytes: doc.file.bytes.length },
          }));
        }),
      };
      const result = await imports.confirm(companyId, write);
      if (result.outcome === 'taken') {
        const what =
          result.what === 'contact'
            ? `Os fornecedores/clientes ${result.names.map((name) => `'${name}'`).join(', ')} foram cadastrados`
            : `As notas ${result.names.join(', ')} foram importadas`;
        throw conflict(`${what} enquanto você revisava. ${FISCAL_STALE_MESSAGE}`);
      }
      const batch = await imports.batch(companyId, write.batch.id);
      if (!batch) throw new Error(`fiscal batch ${write.batch.id} of ${companyId} vanished`);
      return toBatch(batch);
    },

    async batches(companyId) {
      return (await imports.batches(companyId, 100)).map(toBatch);
    },

    async undo(companyId, userId, batchId) {
      const result = await imports.undo(companyId, batchId, userId);
      if (result.outcome === 'missing') throw notFound(FISCAL_BATCH_NOT_FOUND_MESSAGE);
      if (result.outcome === 'already-undone') throw conflict(FISCAL_ALREADY_UNDONE_MESSAGE);
      if (result.outcome === 'refused') {
        throw conflict(spreadsheetUndoRefusedMessage(result.problems, result.deleted));
      }
      const batch = await imports.batch(companyId, batchId);
      if (!batch) throw notFound(FISCAL_BATCH_NOT_FOUND_MESSAGE);
      return toBatch(batch);
    },
  };
}
