import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { bankAccounts, pspSettings } from '../../../db/schema';
import type { PspSettingsRow } from '../../../db/schema';

export interface PspAccount {
  id: string;
  pixKey: string | null;
}

export interface PspSettingsRepository {
  account(companyId: string, bankAccountId: string): Promise<PspAccount | null>;
  find(companyId: string, bankAccountId: string): Promise<PspSettingsRow | null>;
  /** Inserts or replaces the account's settings; `created` says which. */
  save(row: typeof pspSettings.$inferInsert): Promise<{ row: PspSettingsRow; created: boolean }>;
  remove(companyId: string, bankAccountId: string): Promise<boolean>;
}

const scope = (companyId: string, bankAccountId: string) =>
  and(eq(pspSettings.companyId, companyId), eq(pspSettings.bankAccountId, bankAccountId));

type SaveResult = { row: PspSettingsRow; created: boolean };

function saveOver(db: Database) {
  const save = async (values: typeof pspSettings.$inferInsert): Promise<SaveResult> => {
    const saved = await db.transaction(async (tx): Promise<SaveResult | null> => {
      const [existing] = await tx
        .select({ id: pspSettings.id })
        .from(pspSettings)
        .where(scope(values.companyId, values.bankAccountId))
        .for('update');
      const { companyId, bankAccountId, ...changes } = values;
      const [row] = existing
        ? await tx
            .update(pspSettings)
            .set({ ...changes, updatedAt: new Date() })
            .where(scope(companyId, bankAccountId))
            .returning()
        : await tx.insert(pspSettings).values(values).onConflictDoNothing().returning();
      return row ? { row, created: !existing } : null;
    });
    // A concurrent first PUT won the insert: this one is the later write, so it replaces it.
    return saved ?? save(values);
  };
  return save;
}

export function createPspSettingsRepository(db: Database): PspSettingsRepository {
  return {
    async account(companyId, bankAccountId) {
      const [row] = await db
        .select({ id: bankAccounts.id, pixKey: bankAccounts.pixKey })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, bankAccountId)));
      return row ?? null;
    },
    async find(companyId, bankAccountId) {
      const [row] = await db.select().from(pspSettings).where(scope(companyId, bankAccountId));
      return row ?? null;
    },
    save: saveOver(db),
    async remove(companyId, bankAccountId) {
      const removed = await db
        .delete(pspSettings)
        .where(scope(companyId, bankAccountId))
        .returning({ id: pspSettings.id });
      return removed.length > 0;
    },
  };
}
