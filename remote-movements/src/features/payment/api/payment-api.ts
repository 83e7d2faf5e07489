import { api, movementTags, paymentTags } from 'shared/api';

/** The shared api slice; every endpoint file of this feature injects into it. */
export const paymentApi = api;

/**
 * A payment, an estorno or a comprovante changes the movement, every list and total of movements
 * (the list's totals are tagged under the same type) and the dashboards that add them up.
 */
export const movementChanged = (movementId: string) => [
  { type: movementTags.list().type },
  movementTags.detail(movementId),
  paymentTags.list(),
];
