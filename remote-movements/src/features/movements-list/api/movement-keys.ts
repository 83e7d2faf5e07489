import { MOVEMENT_TOTALS_TAG } from 'shared/api';

/**
 * Tags of this feature's queries, so a later write (create, pay, delete) invalidates the list and
 * its totals by name instead of by ad-hoc literals.
 */
export const MOVEMENT_TAG = 'Movement';
export const movementTags = {
  list: { type: MOVEMENT_TAG, id: 'LIST' },
  totals: MOVEMENT_TOTALS_TAG,
} as const;
