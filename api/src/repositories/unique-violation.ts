import { DrizzleQueryError } from 'drizzle-orm';

/** Whether a query failed on a unique index (SQLSTATE 23505), optionally that one index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof DrizzleQueryError)) return false;
  const cause = error.cause as { code?: unknown; constraint?: unknown } | undefined;
  if (cause?.code !== '23505') return false;
  return constraint === undefined || cause.constraint === constraint;
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
