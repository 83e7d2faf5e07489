import type { FiscalSettings, MovementFiscalDocument } from 'shared/contracts';
import { notFound } from '../../../errors';
import type { FiscalImportRepository } from '../repositories/fiscal-import-repository';
import type { FiscalSettingsRepository } from '../repositories/fiscal-settings-repository';

export const FISCAL_DOCUMENT_NOT_FOUND_MESSAGE =
  'Esta movimentação não veio de uma nota fiscal importada.';

/** The company's fiscal settings, and the note behind a movement. */
export interface FiscalSettingsService {
  get(companyId: string): Promise<FiscalSettings>;
  save(companyId: string, settings: FiscalSettings): Promise<FiscalSettings>;
  movementDocument(companyId: string, movementId: string): Promise<MovementFiscalDocument>;
}

export function createFiscalSettingsService(deps: {
  settings: FiscalSettingsRepository;
  imports: FiscalImportRepository;
}): FiscalSettingsService {
  return {
    get: (companyId) => deps.settings.get(companyId),
    save: (companyId, settings) => deps.settings.save(companyId, settings),
    async movementDocument(companyId, movementId) {
      const row = await deps.imports.movementDocument(companyId, movementId);
      if (!row) throw notFound(FISCAL_DOCUMENT_NOT_FOUND_MESSAGE);
      return {
        id: row.id,
        direction: row.direction,
        file_id: row.fileId,
        file_name: row.fileName,
        summary: row.summary,
      };
    },
  };
}
