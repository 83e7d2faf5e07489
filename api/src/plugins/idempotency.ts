import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, lt } from 'drizzle-orm';
import { CommitOutcomeUnknownError } from '../db/bounded-client';
import type { Database } from '../db/client';
import { useRequestTransaction } from '../db/request-scope';
import { idempotencyKeys } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError, badRequest } from '../errors';
import { isWriteRequest } from './request-scope';

/** The header a client sends with a write it may repeat (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** On an answer given again from the stored one, instead of running the write a second time. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key answers repeats: the client's retries, not an archive. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

export const INVALID_KEY_MESSAGE =
  'Chave de idempotência inválida: use de 1 a 255 caracteres visíveis, sem espaços.';
/** The commit's outcome is unknown (the connection dropped as it was sent): the key resolves it. */
export const COMMIT_UNKNOWN_MESSAGE =
  'A gravação pode ter sido concluída; repita com a mesma chave.';
export const KEY_REUSED_MESSAGE =
  'Esta chave de idempotência já foi usada em outro pedido; gere uma nova chave para um pedido novo.';

// Visible ASCII, as the draft's sf-string allows; a UUID is what the apps send.
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface OpenWrite {
  key: string;
  companyId: string;
  userId: string;
  requestHash: string;
  /** Ends the request's transaction: commits after `last` has run in it, or rolls back. */
  finish(last: ((tx: Transaction) => Promise<void>) | null): Promise<void>;
}

interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  contentType: string | null;
  body: string | null;
}

/** Thrown inside the transaction to roll it back; never leaves this module. */
class RollBack extends Error {}

/**
 * Opens a transaction that stays open until `finish` is called: the request's handler runs in
 * between, its statements routed into it (db/request-scope.ts).
 */
async function openTransaction(
  db: Database,
): Promise<Pick<OpenWrite, 'finish'> & { tx: Transaction }> {
  let end!: (last: ((tx: Transaction) => Promise<void>) | null) => void;
  const ended = new Promise<((tx: Transaction) => Promise<void>) | null>((resolve) => {
    end = resolve;
  });
  let opened!: (tx: Transaction) => void;
  const ready = new Promise<Transaction>((resolve) => {
    opened = resolve;
  });
  const done = db.transaction(async (tx) => {
    opened(tx);
    const last = await ended;
    if (!last) throw new RollBack();
    await last(tx);
  });
  // Failing to begin (the database is gone) rejects `done` before `ready` ever resolves.
  const tx = await Promise.race([
    ready,
    done.then(() => Promise.reject(new Error('no transaction'))),
  ]);
  return {
    tx,
    async finish(last) {
      end(last);
      try {
        await done;
      } catch (error) {
        if (!(error instanceof RollBack)) throw error;
      }
    },
  };
}

function hashOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (answer.contentType) reply.type(answer.contentType);
  return reply.send(answer.body ?? undefined);
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotentWrite?: OpenWrite;
  }
}

/**
 * Every write sent with an `Idempotency-Key` (DESIGN.md; issue 20, item 2) runs in one transaction
 * with the row that stores its answer, per company and user, for 24 hours:
 * - a repeat with the same key and the same request gets the first answer again, marked
 *   `Idempotent-Replayed`, and writes nothing;
 * - a repeat with the same key and another request is a 422;
 * - two copies sent at once: the second waits on the key's row and, once the first commits, its own
 *   writes are rolled back and it answers with the first's answer;
 * - an answer that is not a success commits nothing and stores nothing, so the request can be
 *   repeated as it is once the cause is fixed.
 * A write without the header runs as before; so do uploads (multipart) and /v1/auth (see below).
 */
export default fp(
  async function idempotency(app) {
    const db = app.db;

    async function storedAnswer(write: Pick<OpenWrite, 'companyId' | 'userId' | 'key'>) {
      const [row] = await db
        .select({
          requestHash: idempotencyKeys.requestHash,
          statusCode: idempotencyKeys.statusCode,
          contentType: idempotencyKeys.contentType,
          body: idempotencyKeys.body,
        })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.companyId, write.companyId),
            eq(idempotencyKeys.userId, write.userId),
            eq(idempotencyKeys.key, write.key),
            gt(idempotencyKeys.createdAt, windowStart()),
          ),
        );
      return row;
    }

    app.addHook('preHandler', async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (key === undefined || !isWriteRequest(request)) return;
      if (typeof key !== 'string' || !VALID_KEY.test(key)) throw badRequest(INVALID_KEY_MESSAGE);
      const auth = app.authOf(request);
      // Sign-in, sign-up and resets have no user yet, and the rest of /v1/auth (company switch,
      // invitations, sign-out) answers with tokens, which are not kept in a table for a day; all
      // of them can simply run again. Uploads are streamed, so there is no body to compare.
      if (
        !auth ||
        request.url.startsWith('/v1/auth/') ||
        request.headers['content-type']?.startsWith('multipart/')
      ) {
        return;
      }
      const write = { key, companyId: auth.companyId, userId: auth.userId };
      const requestHash = hashOf(request);
      const answer = await storedAnswer(write);
      if (answer) {
        if (answer.requestHash !== requestHash) throw new AppError(422, KEY_REUSED_MESSAGE);
        return replay(reply, answer);
      }
      const { tx, finish } = await openTransaction(db);
      useRequestTransaction(tx);
      request.idempotentWrite = { ...write, requestHash, finish };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const write = request.idempotentWrite;
      if (!write) return payload;
      request.idempotentWrite = undefined;
      useRequestTransaction(undefined);
      if (reply.statusCode < 200 || reply.statusCode >= 300) {
        await rollBack(request, write);
        return payload;
      }
      const contentType = reply.getHeader('content-type');
      try {
        await write.finish(async (tx) => {
          // A user's keys past the window go as they send a new one: no scheduler needed.
          await tx
            .delete(idempotencyKeys)
            .where(
              and(
                eq(idempotencyKeys.companyId, write.companyId),
                eq(idempotencyKeys.userId, write.userId),
                lt(idempotencyKeys.createdAt, windowStart()),
              ),
            );
          await tx.insert(idempotencyKeys).values({
            companyId: write.companyId,
            userId: write.userId,
            key: write.key,
            requestHash: write.requestHash,
            statusCode: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body: typeof payload === 'string' ? payload : null,
          });
        });
      } catch (error) {
        if (!isUniqueViolation(error)) {
          request.log.error({ err: error }, 'idempotent write: commit failed');
          // The error handler answers it: COMMIT_UNKNOWN_MESSAGE, with Retry-After.
          throw new CommitOutcomeUnknownError('idempotent write: commit failed');
        }
        // The same key committed by a copy sent at the same time: this one's writes are undone,
        // and it answers as the first did.
        const first = await storedAnswer(write);
        if (!first) throw error;
        if (first.requestHash !== write.requestHash) throw new AppError(422, KEY_REUSED_MESSAGE);
        reply.code(first.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return first.body ?? '';
      }
      return payload;
    });

    // A request that ends without an answer (the client went away, a hook threw before onSend)
    // must not keep its transaction, nor PGlite's one connection, open.
    const abandon = async (request: FastifyRequest) => {
      const write = request.idempotentWrite;
      if (!write) return;
      request.idempotentWrite = undefined;
      useRequestTransaction(undefined);
      await rollBack(request, write);
    };
    app.addHook('onResponse', abandon);
    app.addHook('onRequestAbort', abandon);
  },
  { name: 'idempotency', dependencies: ['database', 'authentication', 'request-scope'] },
);

/**
 * Rolls the request's transaction back. A rollback that fails (the connection is gone) left nothing
 * committed either: it is logged, and the answer already chosen stands.
 */
async function rollBack(request: FastifyRequest, write: OpenWrite): Promise<void> {
  try {
    await write.finish(null);
  } catch (error) {
    request.log.warn({ err: error }, 'idempotent write: rollback failed; nothing was committed');
  }
}

/** The oldest moment a stored answer still counts from. */
function windowStart(): Date {
  return new Date(Date.now() - IDEMPOTENCY_WINDOW_HOURS * 3_600_000);
}
