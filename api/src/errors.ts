import { STATUS_CODES } from 'node:http';

/**
 * An error whose message a person may read: services throw it with a Portuguese message and the
 * status code that tells the client what happened; the error handler sends it as is.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
export const serviceUnavailable = (message: string) => new AppError(503, message);

/** Every PATCH whose body changes nothing. */
export const NOTHING_TO_CHANGE_MESSAGE = 'Informe ao menos um campo para alterar.';

/** The `error` field of the body: the standard reason phrase of the status code. */
export function reasonPhrase(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}
