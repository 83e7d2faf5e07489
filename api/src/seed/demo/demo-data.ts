import type { Database } from '../../db/client';
import { bulkInsertEntries } from './bulk-insert';
import { buildSetup, categoryRows, insertSetup } from './demo-setup';
import type { Setup } from './demo-setup';
import { planDemoMovements } from './plans/movement-plan';
import { openingBalanceDate, planWindow } from './plans/plan-window';
import { DEMO_PLANO_DE_CONTAS, PADARIA_PLANO_DE_CONTAS } from './plano-de-contas';
import type { Entry } from './settlement';

/** Everything a demo company starts with, planned before the seed's transaction opens. */
export interface CompanyData {
  setup: Omit<Setup, 'refs'>;
  entries: Entry[];
}

/**
 * Fluxo Demonstração: the full setup and 15 months of movements around `today` (the company's
 * day in São Paulo). Given the company's CNPJ, its main account (Itaú) has it as Pix key and is
 * the default for cobrança, as a real company would set it up.
 */
export function planFluxoDemo(companyId: string, today: string, companyCnpj?: string): CompanyData {
  const setup = buildSetup(companyId, DEMO_PLANO_DE_CONTAS, openingBalanceDate(planWindow(today)));
  if (companyCnpj) {
    const mainId = setup.refs.bankAccount('itau');
    setup.bankAccounts = setup.bankAccounts.map((account) =>
      account.id === mainId
        ? { ...account, pixKeyType: 'cnpj', pixKey: companyCnpj, chargeDefault: true }
        : account,
    );
  }
  return { setup, entries: planDemoMovements(setup.refs, today) };
}

/**
 * Padaria Pão Dourado: only a small plano de contas. It stays without movements on purpose, so the
 * company switcher also leads to the empty states.
 */
export function planPadariaDemo(companyId: string): CompanyData {
  return {
    setup: {
      categories: categoryRows(companyId, PADARIA_PLANO_DE_CONTAS),
      bankAccounts: [],
      costCenters: [],
      contacts: [],
    },
    entries: [],
  };
}

/** Inserts a company's planned data; call it with the transaction's `tx`. */
export async function insertCompanyData(
  tx: Database,
  companyId: string,
  data: CompanyData,
): Promise<{ movements: number; payments: number }> {
  await insertSetup(tx, data.setup);
  return bulkInsertEntries(tx, companyId, data.entries);
}
