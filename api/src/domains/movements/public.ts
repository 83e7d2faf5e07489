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
export { MOVEMENT_NOT_FOUND_MESSAGE, PAYMENT_NOT_FOUND_MESSAGE } from './services/movement-service';
