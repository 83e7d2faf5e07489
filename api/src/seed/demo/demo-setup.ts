import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts, categories, contacts, costCenters } from '../../db/schema';
import { parentCodeOf } from 'shared/contracts';
import { BANK_ACCOUNTS, COST_CENTERS, SUPPLIERS } from './cadastros';
import type { BankKey, CostCenterCode, PixKeyType, SupplierKey, SupplierSeed } from './cadastros';
import { categoryTypeOf } from './plano-de-contas';
import type { CategorySeed } from './plano-de-contas';

// Turns the cadastros (cadastros.ts) into rows for a company, inserts them, and finds them again
// in a company seeded by an earlier run.

/** The database ids of the cadastros, by the keys the movement templates use. */
export interface SetupRefs {
  category(code: string): string;
  costCenter(code: CostCenterCode): string;
  bankAccount(key: BankKey): string;
  supplier(key: SupplierKey): string;
}

interface KeyedIds {
  categories: Map<string, string>;
  costCenters: Map<string, string>;
  bankAccounts: Map<string, string>;
  suppliers: Map<string, string>;
}

function refsFrom(companyId: string, ids: KeyedIds): SetupRefs {
  const lookup = (map: Map<string, string>, what: string) => (key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`company ${companyId} has no ${what} "${key}" of the demo setup`);
    return id;
  };
  return {
    category: lookup(ids.categories, 'category with code'),
    costCenter: lookup(ids.costCenters, 'cost centre with code'),
    bankAccount: lookup(ids.bankAccounts, 'bank account'),
    supplier: lookup(ids.suppliers, 'supplier'),
  };
}

type NewCategory = typeof categories.$inferInsert & { id: string };

/** Categories with their ids chosen here, so a child names its parent in the same INSERT. */
export function categoryRows(companyId: string, plano: readonly CategorySeed[]): NewCategory[] {
  const withIds = plano.map((category) => ({ ...category, id: randomUUID() }));
  const idOf = new Map(withIds.map((category) => [category.code, category.id]));
  return withIds.map(({ code, name, id, dre_group }) => {
    const parentCode = parentCodeOf(code);
    return {
      companyId,
      id,
      parentId: parentCode === null ? null : (idOf.get(parentCode) ?? null),
      type: categoryTypeOf(code),
      code,
      name,
      ...(dre_group ? { dreGroup: dre_group } : {}),
    };
  });
}

/** The rows of a company's cadastros, ids included, and the refs the planner needs. */
export interface Setup {
  categories: NewCategory[];
  bankAccounts: (typeof bankAccounts.$inferInsert)[];
  costCenters: (typeof costCenters.$inferInsert)[];
  /** The suppliers, as rows of the contacts table. */
  contacts: (typeof contacts.$inferInsert)[];
  refs: SetupRefs;
}

function pixOf(supplier: SupplierSeed): { type: PixKeyType; key: string } | null {
  if (supplier.pix !== 'document') return supplier.pix;
  return { type: supplier.document.length === 11 ? 'cpf' : 'cnpj', key: supplier.document };
}

/**
 * The plano de contas, bank accounts, cost centres and suppliers for a company that has none.
 * Built before any transaction opens, so the transaction only inserts. Bank balances are given at
 * `openingBalanceDate`.
 */
export function buildSetup(
  companyId: string,
  plano: readonly CategorySeed[],
  openingBalanceDate: string,
): Setup {
  const categoryValues = categoryRows(companyId, plano);
  const bankValues = BANK_ACCOUNTS.map(({ key: _key, ...account }) => ({
    ...account,
    companyId,
    id: randomUUID(),
    openingBalanceDate,
  }));
  const costCenterValues = COST_CENTERS.map((center) => ({
    ...center,
    companyId,
    id: randomUUID(),
  }));
  const supplierValues = (SUPPLIERS as readonly SupplierSeed[]).map((supplier) => {
    const pix = pixOf(supplier);
    return {
      companyId,
      id: randomUUID(),
      name: supplier.name,
      document: supplier.document,
      email: supplier.email,
      phone: supplier.phone,
      pixKey: pix?.key ?? null,
      pixKeyType: pix?.type ?? null,
      addressCity: supplier.city,
      addressState: supplier.state,
    };
  });
  const keyed = <T extends { id: string }>(rows: T[], key: (index: number) => string) =>
    new Map(rows.map((row, index) => [key(index), row.id]));
  return {
    categories: categoryValues,
    bankAccounts: bankValues,
    costCenters: costCenterValues,
    contacts: supplierValues,
    refs: refsFrom(companyId, {
      categories: new Map(categoryValues.map((row) => [row.code, row.id])),
      costCenters: keyed(costCenterValues, (i) => COST_CENTERS[i]?.code ?? ''),
      bankAccounts: keyed(bankValues, (i) => BANK_ACCOUNTS[i]?.key ?? ''),
      suppliers: keyed(supplierValues, (i) => SUPPLIERS[i]?.key ?? ''),
    }),
  };
}

export async function insertSetup(tx: Database, setup: Omit<Setup, 'refs'>): Promise<void> {
  if (setup.categories.length > 0) await tx.insert(categories).values(setup.categories);
  if (setup.bankAccounts.length > 0) await tx.insert(bankAccounts).values(setup.bankAccounts);
  if (setup.costCenters.length > 0) await tx.insert(costCenters).values(setup.costCenters);
  if (setup.contacts.length > 0) await tx.insert(contacts).values(setup.contacts);
}

/**
 * The demo setup of a company that already has it (the demo company, or the benchmark company of
 * an earlier run), or null when the company has no categories at all. Bank accounts are matched by
 * name and suppliers by document; one the planner needs and cannot find is reported when used.
 */
export async function loadSetupRefs(db: Database, companyId: string): Promise<SetupRefs | null> {
  const categoryIds = await db
    .select({ id: categories.id, code: categories.code })
    .from(categories)
    .where(eq(categories.companyId, companyId));
  if (categoryIds.length === 0) return null;
  const bankIds = await db
    .select({ id: bankAccounts.id, name: bankAccounts.name })
    .from(bankAccounts)
    .where(eq(bankAccounts.companyId, companyId));
  const centerIds = await db
    .select({ id: costCenters.id, code: costCenters.code })
    .from(costCenters)
    .where(eq(costCenters.companyId, companyId));
  const supplierIds = await db
    .select({ id: contacts.id, document: contacts.document })
    .from(contacts)
    .where(eq(contacts.companyId, companyId));
  const bankKeys = new Map<string, string>(BANK_ACCOUNTS.map((a) => [a.name, a.key]));
  const supplierKeys = new Map<string, string>(SUPPLIERS.map((s) => [s.document, s.key]));
  const byKey = <T>(
    rows: T[],
    key: (row: T) => string | null | undefined,
    id: (row: T) => string,
  ) =>
    new Map(
      rows.flatMap((row) => {
        const found = key(row);
        return found ? [[found, id(row)] as const] : [];
      }),
    );
  return refsFrom(companyId, {
    categories: byKey(
      categoryIds,
      (row) => row.code,
      (row) => row.id,
    ),
    costCenters: byKey(
      centerIds,
      (row) => row.code,
      (row) => row.id,
    ),
    bankAccounts: byKey(
      bankIds,
      (row) => bankKeys.get(row.name),
      (row) => row.id,
    ),
    suppliers: byKey(
      supplierIds,
      (row) => supplierKeys.get(row.document),
      (row) => row.id,
    ),
  });
}
