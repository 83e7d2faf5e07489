import type { AppError } from '../../../errors';
import { conflict } from '../../../errors';
import { AMOUNT_LOCKED_MESSAGE, AWAITS_APPROVAL_MESSAGE, REJECTED_MESSAGE } from './approval-rules';

// The trigger of migration 0039 refuses, in the database, to pay a payable that is not approved
// or to change the amount of one that waits, whatever the path. These are its SQLSTATEs.
const UNAPPROVED_PAYMENT = 'FXA01';
const AMOUNT_LOCKED = 'FXA02';

interface DatabaseFailure {
  code?: unknown;
  detail?: unknown;
  hint?: unknown;
}

function failureOf(error: unknown): DatabaseFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const own = error as DatabaseFailure & { cause?: unknown };
  if (own.code === UNAPPROVED_PAYMENT || own.code === AMOUNT_LOCKED) return own;
  // Drizzle wraps the driver's error in a DrizzleQueryError whose cause carries the SQLSTATE.
  return own.cause === undefined ? null : failureOf(own.cause);
}

/**
 * The 409 a refusal of the trigger stands for, naming the payable (a bulk payment or an import
 * touches many), or null for any other error.
 */
export function approvalRefusalOf(error: unknown): AppError | null {
  const failure = failureOf(error);
  if (!failure) return null;
  const reason =
    failure.code === AMOUNT_LOCKED
      ? AMOUNT_LOCKED_MESSAGE
      : failure.detail === 'rejected'
        ? REJECTED_MESSAGE
        : AWAITS_APPROVAL_MESSAGE;
  const description = typeof failure.hint === 'string' ? failure.hint : '';
  return conflict(description ? `${reason} (${description})` : reason);
}
