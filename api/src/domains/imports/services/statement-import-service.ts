import type {
  ConfirmStatementPayload,
  ImportBatch,
  PreviewProgress,
  PreviewStatementPayload,
  StatementPreview,
} from 'shared/contracts';
import type { MovementType } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { conflict, notFound } from '../../../errors';
import type { ContentStore } from '../../../adapters/content-store';
import type { SuggestionService } from '../../suggestions/public';
import { approvalFor } from '../../approvals/public';
import type { ApprovalsRepository, Author } from '../../approvals/public';
import type {
  BatchSummaryRow,
  StatementImportRepository,
  UndoProblem,
} from '../repositories/statement-import-rows';
import { IMPORT_STALE_MESSAGE, planConfirmation } from './statement-confirm-plan';
import { previewStatement } from './statement-preview';
import { IMPORT_ACCOUNT_NOT_FOUND_MESSAGE, analyse } from './statement-reading';
import type { StatementFile } from './statement-reading';

// A statement import reads the file (statement-reading), previews its lines (statement-preview),
// plans a confirmation (statement-confirm-plan) and has the repository write it; undo and the
// list of batches are here.

export const IMPORT_BATCH_NOT_FOUND_MESSAGE = 'Importação não encontrada.';
export const IMPORT_ALREADY_UNDONE_MESSAGE = 'Esta importação já foi desfeita.';

export interface StatementImportService {
  /** `onProgress` hears each step's counts (the streamed preview sends them on). */
  preview(
    companyId: string,
    file: StatementFile,
    options: PreviewStatementPayload,
    onProgress?: (progress: PreviewProgress) => void,
  ): Promise<StatementPreview>;
  /** The author's role decides whether a payable above the threshold waits for approval. */
  confirm(
    companyId: string,
    author: Author,
    file: StatementFile,
    payload: ConfirmStatementPayload,
  ): Promise<ImportBatch>;
  batches(companyId: string): Promise<ImportBatch[]>;
  undo(companyId: string, userId: string, batchId: string): Promise<ImportBatch>;
}

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
    reconciled_count: row.reconciledCount,
    transfer_count: row.transferCount,
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
    case 'transfer-linked':
      return `a transferência ${name}, registrada pela importação, foi conciliada no extrato da outra conta`;
  }
}

export function undoRefusedMessage(problems: UndoProblem[]): string {
  const shown = problems.slice(0, 5).map(undoProblemText);
  const more = problems.length > 5 ? '; e há outras alterações' : '';
  return `Não é possível desfazer a importação: desde então, ${shown.join('; ')}${more}. Desfaça essas alterações primeiro.`;
}

export function createStatementImportService(deps: {
  imports: StatementImportRepository;
  approvals: Pick<ApprovalsRepository, 'thresholdCents'>;
  suggestions: SuggestionService;
  store: ContentStore;
  today?: () => string;
}): StatementImportService {
  const { imports, approvals, suggestions, store } = deps;
  const today = deps.today ?? (() => todayIso());

  return {
    async preview(companyId, file, options, onProgress = () => {}) {
      return previewStatement(imports, suggestions, companyId, file, options, onProgress);
    },

    async confirm(companyId, author, file, payload) {
      const { userId } = author;
      const thresholdCents = await approvals.thresholdCents(companyId);
      const approval = (type: MovementType, amountCents: number) =>
        approvalFor({ role: author.role, type, amountCents, thresholdCents });
      const analysis = await analyse(imports, companyId, file.bytes, payload);
      const { account } = analysis;
      if (!account) throw notFound(IMPORT_ACCOUNT_NOT_FOUND_MESSAGE);
      const { plan, movements } = await planConfirmation(imports, {
        ...analysis,
        account,
        companyId,
        userId,
        file,
        payload,
        today,
      });
      plan.batch.closingBalance = analysis.statement.closingBalance;
      plan.batch.endDate = analysis.statement.endDate;
      for (const creation of plan.creations) {
        creation.approval = approval(creation.type, creation.amountCents);
      }
      plan.batch.fileSha256 = await store.put(file.bytes);
      const result = await imports.confirm(companyId, plan);
      if (result.outcome === 'duplicate') throw conflict(IMPORT_STALE_MESSAGE);
      if (result.outcome === 'over') {
        const names = result.movementIds.map((id) => `'${movements.get(id)?.description ?? id}'`);
        throw conflict(
          `Não foi possível registrar os pagamentos: ${names.join(', ')} recebeu outro pagamento enquanto você revisava. Nada foi importado.`,
        );
      }
      if (result.outcome === 'unrecorded') {
        throw conflict(
          'Um recebimento Pix que uma linha concilia foi estornado enquanto você revisava. Envie o arquivo de novo para ver a pré-visualização atualizada. Nada foi importado.',
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
