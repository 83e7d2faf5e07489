import { api, dashboardTags, movementTags, paymentTags } from 'shared/api';

/** The shared api slice; every endpoint file of this feature injects into it. */
export const importApi = api;

/**
 * Batches are cached under the Payment type (what they are made of), as comprovantes are: the tag
 * types are shared by every app and a batch is not an entity of its own elsewhere.
 */
export const batchesTag = { type: 'Payment' as const, id: 'import-batches' };

/** A confirmation or an undo changes movements, payments, every total and the dashboards. */
export const importChanged = () => [
  batchesTag,
  { type: movementTags.list().type },
  paymentTags.list(),
  ...dashboardTags(),
];
