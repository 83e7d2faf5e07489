import type { BankAccountReconciliations } from 'shared/contracts';
import type { ReconciliationRepository } from '../repositories/reconciliation-repository';

// Issue 23 item 1: does each account's balance in Fluxo match what its bank said at the end of the
// last statement imported? The rules live in the repository's one query and the contract.

export interface ReconciliationService {
  statuses(companyId: string): Promise<BankAccountReconciliations>;
}

export function createReconciliationService(deps: {
  reconciliation: ReconciliationRepository;
}): ReconciliationService {
  return {
    async statuses(companyId) {
      const rows = await deps.reconciliation.statuses(companyId);
      return {
        data: rows.map((row) => ({
          bank_account_id: row.bankAccountId,
          bank_account_name: row.bankAccountName,
          last_statement:
            row.batchId && row.importedAt
              ? {
                  batch_id: row.batchId,
                  imported_at: row.importedAt.toISOString(),
                  file_name: row.fileName ?? '',
                  end_date: row.endDate,
                  balance_cents: row.balanceCents,
                  balance_date: row.balanceDate,
                }
              : null,
          fluxo_balance_cents: row.fluxoBalanceCents,
          difference_cents:
            row.balanceCents === null || row.fluxoBalanceCents === null
              ? null
              : row.balanceCents - row.fluxoBalanceCents,
          unreconciled_count: row.unreconciledCount,
        })),
      };
    },
  };
}
