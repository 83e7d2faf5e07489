import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
} from 'shared/contracts';
import type { ReadinessResponse } from 'shared/contracts';
import { AppError } from '../../errors';
import { errorResponses } from '../../schemas/responses';

/**
 * A readiness check answers within this, whatever the database does: whoever polls it (deploy/'s
 * stack, a load balancer) must hear "not ready", not wait for a connect timeout.
 */
export const READY_CHECK_TIMEOUT_MS = 2_000;

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}

const health: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/',
    schema: {
      tags: ['saúde'],
      summary: 'Diz se a API e o banco de dados respondem',
      response: { 200: healthResponseSchema, ...errorResponses(503) },
    },
    handler: async () => {
      try {
        await app.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'health check: database did not answer');
        throw new AppError(503, 'Serviço indisponível. Por favor, tente novamente mais tarde');
      }
      return { status: 'ok' as const, database: app.database.kind, version: app.config.version };
    },
  });

  app.route({
    method: 'GET',
    url: '/live',
    schema: {
      tags: ['saúde'],
      summary: 'Diz se o processo da API responde (sem consultar o banco de dados)',
      response: { 200: livenessResponseSchema },
    },
    handler: async () => ({
      status: 'ok' as const,
      version: app.config.version,
      uptime_seconds: Math.floor(process.uptime()),
    }),
  });

  async function primaryStatus(): Promise<ReadinessResponse['primary']['status']> {
    try {
      const [row] = await within(
        app.database.rows<{ in_recovery: boolean }>(sql`select pg_is_in_recovery() as in_recovery`),
        READY_CHECK_TIMEOUT_MS,
      );
      return row?.in_recovery === false ? 'writable' : 'read_only';
    } catch {
      return 'down';
    }
  }

  async function replicaStatus(): Promise<ReadinessResponse['replica']> {
    if (!app.replica) return { status: 'none', reads_from: 'primary', fallbacks: 0 };
    const up = await within(app.replica.handle.ping(), READY_CHECK_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    const { readsFrom, fallbacks } = app.replica.fallback.status();
    return {
      status: up ? 'ok' : 'down',
      // A replica that does not answer sends the next read to the primary.
      reads_from: up ? readsFrom : 'primary',
      fallbacks,
    };
  }

  // Logged when readiness changes, not on every poll.
  let wasReady = true;
  app.route({
    method: 'GET',
    url: '/ready',
    schema: {
      tags: ['saúde'],
      summary:
        'Diz se esta instância grava no banco primário e de onde lê (réplica ou, na falta dela, o primário)',
      response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
    },
    handler: async (_request, reply) => {
      const [primary, replica] = await Promise.all([primaryStatus(), replicaStatus()]);
      const ready = primary === 'writable';
      if (ready !== wasReady) {
        wasReady = ready;
        app.log.warn({ primary, replica: replica.status }, ready ? 'ready again' : 'not ready');
      }
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'unready',
        version: app.config.version,
        primary: { status: primary },
        replica,
      });
    },
  });
};

export default health;
