// What other domains may use of movements: the Filter's SQL, so that reports aggregate exactly the
// rows the list shows, the cents format of the exports, and the not-found messages of files.

export {
  allOf,
  between,
  dreTotalsAnswer,
  dreTotalsConditions,
  movementConditions,
  periodColumn,
  totalsAnswer,
  totalsConditions,
} from './repositories/movement-filter';
export type { MovementFilter } from './repositories/movement-filter';
export { formatCentsDecimal } from './services/movement-export-service';
export {
  MOVEMENT_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
} from './services/movement-messages';
