import type { SetupRow } from '../../lib/setup-api';

/** A row of GET /v1/companies/cost-centers. */
export interface CostCenter extends SetupRow {
  code: string | null;
}
