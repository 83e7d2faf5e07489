import { MOVEMENT_SORTS, SORT_ORDERS } from 'shared/contracts';
import type { MovementSort, SortOrder } from 'shared/contracts';
import { badRequest } from '../../../errors';
import type { MovementCursor } from '../repositories/movement-read-repository';

export const INVALID_CURSOR_MESSAGE = "O parâmetro de consulta 'cursor' é inválido.";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The cursor is opaque to clients: base64url of [sort, order, key, id] of the last row of the
 * page. It carries the sort so that a cursor of one order is refused in another, instead of
 * silently skipping or repeating rows.
 */
export function encodeCursor(sort: MovementSort, order: SortOrder, cursor: MovementCursor): string {
  return Buffer.from(JSON.stringify([sort, order, cursor.key, cursor.id])).toString('base64url');
}

function parse(value: string): unknown {
  try {
    return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

const validKey = (sort: MovementSort, key: unknown) =>
  sort === 'amount' ? Number.isSafeInteger(key) : typeof key === 'string' && DATE.test(key);

export function decodeCursor(value: string, sort: MovementSort, order: SortOrder): MovementCursor {
  const parsed = parse(value);
  if (!Array.isArray(parsed) || parsed.length !== 4) throw badRequest(INVALID_CURSOR_MESSAGE);
  const [cursorSort, cursorOrder, key, id] = parsed as unknown[];
  const fits =
    cursorSort === sort &&
    cursorOrder === order &&
    MOVEMENT_SORTS.includes(sort) &&
    SORT_ORDERS.includes(order) &&
    validKey(sort, key) &&
    typeof id === 'string' &&
    UUID.test(id);
  if (!fits) throw badRequest(INVALID_CURSOR_MESSAGE);
  return { key: key as string | number, id: id as string };
}
