// What other domains may use of movements: the Filter's SQL and the joins to the rows a movement
// names, so that reports aggregate exactly the
// rows the list shows, the cents format of the exports, the not-found messages of files, and the
// payment writes Pix settlement makes inside its own transaction, and the keyset cursor the
// approval queue pages with (by due date, as the list); and the worker that keeps the text
// filter's index.

export {
  allOf,
  between,
  categoriesAndDescendants,
  competenceTotalsAnswer,
  dreTotalsAnswer,
  dreTotalsConditions,
  movementConditions,
  periodColumn,
  splitTextByContact,
  totalsAnswer,
  totalsConditions,
} from './repositories/movement-filter';
export type { MovementFilter } from './repositories/movement-filter';
export { textOutside } from './repositories/movement-text-match';
export {
  TEXT_COMPLEMENT_SHARE,
  TEXT_SCAN_SHARE,
  planTextFilter,
} from './repositories/movement-text-plan';
export {
  movementBankAccountJoin,
  movementCategoryJoin,
  movementContactJoin,
} from './repositories/movement-joins';
export { recordPayment, reducePayment } from './repositories/movement-payments-repository';
export type { NewPayment } from './repositories/movement-payments-repository';
export { decodeCursor, encodeCursor } from './services/movement-cursor';
export { formatCentsDecimal } from './services/movement-export-service';
export {
  MOVEMENT_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
} from './services/movement-messages';
// The text filter's index worker, which the job plugin runs and the bench drains.
export { createMovementSearchRepository } from './repositories/movement-search-repository';
export type { MovementSearchRepository } from './repositories/movement-search-repository';
export { drainMovementSearch, startMovementSearchWorker } from './jobs/movement-search-worker';
export type { MovementSearchWorker } from './jobs/movement-search-worker';
