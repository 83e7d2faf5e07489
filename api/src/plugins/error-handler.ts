import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FILE_TOO_LARGE_MESSAGE } from 'shared/contracts';
import type { ApiError } from 'shared/contracts';
import { approvalRefusalOf } from '../domains/approvals/public';
import { isConnectionLost } from '../db/connection-lost';
import { databaseTimeoutOf } from '../db/timeouts';
import type { DatabaseTimeout } from '../db/timeouts';
import { AppError, reasonPhrase } from '../errors';
import { COMMIT_UNKNOWN_MESSAGE } from './idempotency';
import { RequestValidationError } from './validation';

export const INTERNAL_ERROR_MESSAGE = 'Erro interno. Por favor, tente novamente.';
/** Issue 20's words for a database that is restarting or failing over. */
export const DATABASE_RECOVERING_MESSAGE =
  'O serviço está se recuperando; tente de novo em instantes.';

/** A statement cancelled by statement_timeout (config.ts, DATABASE_STATEMENT_TIMEOUT_MS). */
export const STATEMENT_TIMEOUT_MESSAGE =
  'A operação demorou mais que o permitido e foi cancelada. Tente de novo em instantes.';
/** A row or table held by another write for longer than lock_timeout. */
export const LOCK_TIMEOUT_MESSAGE =
  'Estes dados estão sendo alterados por outra operação. Tente de novo em instantes.';

/**
 * What each bound answers, and after how many seconds a repeat makes sense. A lock is held for
 * the length of one write; a slow database needs longer. A commit whose outcome is unknown is
 * repeated with the same Idempotency-Key, which finds the stored answer if it did commit.
 */
const TIMEOUT_ANSWERS: Record<DatabaseTimeout, { message: string; retryAfter: string }> = {
  statement: { message: STATEMENT_TIMEOUT_MESSAGE, retryAfter: '5' },
  lock: { message: LOCK_TIMEOUT_MESSAGE, retryAfter: '1' },
  commit: { message: COMMIT_UNKNOWN_MESSAGE, retryAfter: '1' },
};

/** Fastify's own 4xx errors, reworded for the person who reads them. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY:
    'O corpo da requisição está vazio, mas o cabeçalho content-type indica JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado: envie application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O corpo da requisição é grande demais.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'O tamanho declarado do corpo da requisição é inválido.',
  FST_ERR_BAD_URL: 'O endereço da requisição é inválido.',
  // @fastify/multipart (uploads)
  FST_REQ_FILE_TOO_LARGE: FILE_TOO_LARGE_MESSAGE,
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Envie o arquivo como multipart/form-data.',
  FST_FILES_LIMIT: 'Envie um arquivo por vez.',
  FST_PARTS_LIMIT: 'Envie um arquivo por vez.',
  FST_MP_PREMATURE_CLOSE: 'O envio do arquivo foi interrompido. Tente novamente.',
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Autenticação necessária.',
  403: 'Acesso negado.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  408: 'A requisição demorou demais. Por favor, tente novamente.',
  413: 'O corpo da requisição é grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas requisições. Aguarde um pouco e tente novamente.',
};

export function errorBody(statusCode: number, message: string): ApiError {
  return { statusCode, error: reasonPhrase(statusCode), message };
}

function statusCodeOf(error: unknown): number {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code <= 599 ? code : 500;
}

function clientMessage(error: unknown, statusCode: number): string {
  if (error instanceof AppError || error instanceof RequestValidationError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && FASTIFY_MESSAGES[code]) return FASTIFY_MESSAGES[code];
  return STATUS_MESSAGES[statusCode] ?? 'Requisição inválida.';
}

/** The path without the query string, which may carry data that does not belong in a message. */
function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * A failed query's message lists its parameters: password and token hashes, e-mails. The log keeps
 * the SQL, the database's own error and the stack, not the values.
 */
function loggable(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const safe = new Error(`Failed query: ${error.query}`, { cause: error.cause });
  safe.name = 'DrizzleQueryError';
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return safe;
}

/** Unknown routes get the same body shape; web-apps.ts calls it when no file or page matches. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send(errorBody(404, `Rota não encontrada: ${request.method} ${pathOf(request)}`));
}

/**
 * One error handler for the whole API: `{ statusCode, error, message }` bodies, Portuguese
 * messages, and 5xx details kept in the log, never in the response (no stack, no SQL).
 */
export default fp(
  async function errorHandler(app) {
    app.setErrorHandler((thrown, request, reply) => {
      // The database's refusal to pay an unapproved payable is the client's conflict, not a 500.
      const error = approvalRefusalOf(thrown) ?? thrown;
      // A bound on the database (config.ts, DatabaseTimeouts): the database is slow or busy, not
      // broken, and the client is told which, and when to try again.
      const timeout = databaseTimeoutOf(error);
      if (timeout) {
        request.log.warn(
          { err: loggable(error), route: request.routeOptions.url, timeout },
          'request refused: database bound reached',
        );
        const answer = TIMEOUT_ANSWERS[timeout];
        return reply
          .code(503)
          .header('retry-after', answer.retryAfter)
          .send(errorBody(503, answer.message));
      }
      // The database went away for a moment (restart, failover, connections terminated): the
      // pool reconnects by itself, so the answer is "again in a moment", not an internal error.
      if (isConnectionLost(error)) {
        request.log.warn(
          { err: loggable(error), route: request.routeOptions.url },
          'request refused: database connection lost',
        );
        return reply
          .code(503)
          .header('retry-after', '1')
          .send(errorBody(503, DATABASE_RECOVERING_MESSAGE));
      }
      const statusCode = statusCodeOf(error);
      // A service may say a dependency is down (503, its own message). Whoever threw it logged the
      // cause; a warning says which request it refused.
      if (error instanceof AppError && statusCode === 503) {
        request.log.warn(
          { statusCode, message: error.message, route: request.routeOptions.url },
          'request refused: service unavailable',
        );
        return reply.code(503).send(errorBody(503, error.message));
      }
      // Anything else from 500 up is a 500 whose details stay in the log.
      if (statusCode >= 500) {
        request.log.error(
          {
            err: loggable(error),
            request: {
              method: request.method,
              path: pathOf(request),
              params: request.params,
              route: request.routeOptions.url,
            },
          },
          'request failed',
        );
        return reply.code(500).send(errorBody(500, INTERNAL_ERROR_MESSAGE));
      }
      request.log.info(
        { statusCode, code: (error as { code?: unknown }).code },
        'request rejected',
      );
      return reply.code(statusCode).send(errorBody(statusCode, clientMessage(error, statusCode)));
    });
  },
  { name: 'error-handler' },
);
