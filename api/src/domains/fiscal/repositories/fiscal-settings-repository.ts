import { eq } from 'drizzle-orm';
import type { FiscalSettings } from 'shared/contracts';
import type { Database } from '../../../db/client';
import { fiscalSettings } from '../../../db/schema';

export interface FiscalSettingsRepository {
  get(companyId: string): Promise<FiscalSettings>;
  save(companyId: string, settings: FiscalSettings): Promise<FiscalSettings>;
}

const DEFAULTS: FiscalSettings = { retention_payables: false, iss_due_day: 10 };

export function createFiscalSettingsRepository(db: Database): FiscalSettingsRepository {
  return {
    async get(companyId) {
      const [row] = await db
        .select()
        .from(fiscalSettings)
        .where(eq(fiscalSettings.companyId, companyId));
      return row
        ? { retention_payables: row.retentionPayables, iss_due_day: row.issDueDay }
        : DEFAULTS;
    },
    async save(companyId, settings) {
      const values = {
        retentionPayables: settings.retention_payables,
        issDueDay: settings.iss_due_day,
      };
      await db
        .insert(fiscalSettings)
        .values({ companyId, ...values })
        .onConflictDoUpdate({
          target: fiscalSettings.companyId,
          set: { ...values, updatedAt: new Date() },
        });
      return settings;
    },
  };
}
