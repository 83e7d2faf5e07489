import { DrizzleQueryError } from 'drizzle-orm';

/** Whether a query failed on a unique index (SQLSTATE 23505), optionally that one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof DrizzleQueryError)) return false;
  const cause = error.cause as { code?: unknown; constraint?: unknown } | undefined;
  if (cause?.code !== '23505') return false;
  return constraint === undefined || cause.constraint === constraint;
}

/**
 * Runs an insert or update; a unique violation on `constraint` comes back as `taken` (the
 * service turns it into a 409), anything else is rethrown.
 */
export async function unlessTaken<Row, Taken extends string>(
  constraint: string,
  taken: Taken,
  write: () => Promise<Row | null>,
): Promise<Row | null | Taken> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) return taken;
    throw error;
  }
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether a query failed on a foreign key (SQLSTATE 23503), optionally that one constraint. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof DrizzleQueryError)) return false;
  const cause = error.cause as { code?: unknown; constraint?: unknown } | undefined;
  if (cause?.code !== '23503') return false;
  return constraint === undefined || cause.constraint === constraint;
}

/**
 * Runs a delete that returns the deleted rows: 'deleted', 'missing' (no such row in the company),
 * or 'in-use' when a movement or payment still points at the row (its foreign key refuses it).
 */
export async function deleteUnlessReferenced(
  remove: () => Promise<unknown[]>,
): Promise<'deleted' | 'missing' | 'in-use'> {
  try {
    return (await remove()).length > 0 ? 'deleted' : 'missing';
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'in-use';
    throw error;
  }
}
