import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import type { Database, DatabaseHandle } from '../db/client';
import { createReplicaFallback } from '../db/replica-fallback';
import type { ReplicaFallback } from '../db/replica-fallback';
import { createRecentWriters, readFromPrimary, routedReader } from '../db/request-scope';
import { closeRedis, logRedisErrors } from '../lib/redis-connection';
import { isWriteRequest } from './request-scope';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What dashboards and lists read through: the replica (DATABASE_READ_URL) unless the caller
     * wrote within READ_YOUR_WRITES_MS; the primary itself when there is no replica.
     */
    reader: Database;
    /** The replica, when there is one: /health/ready checks it and reports the fallbacks. */
    replica: { handle: DatabaseHandle; fallback: ReplicaFallback } | undefined;
  }
}

/**
 * How long after a write a person's reads stay on the primary: far above a healthy replica's lag
 * (milliseconds; the deploy/ standby applies synchronously), short enough to spare the primary.
 */
export const READ_YOUR_WRITES_MS = 5_000;

export default fp(
  async function readReplica(
    app,
    options: {
      database: Config['database'];
      timeouts: Config['databaseTimeouts'];
      redisUrl: string | undefined;
    },
  ) {
    const readUrl = options.database.kind === 'postgres' ? options.database.readUrl : undefined;
    if (!readUrl) {
      app.decorate('reader', app.db);
      app.decorate('replica', undefined);
      return;
    }
    const fallback = createReplicaFallback({
      log: (error, fallbacks) =>
        app.log.warn(
          { err: error, fallbacks },
          'read replica unreachable: reads fall back to the primary',
        ),
    });
    const replica = await openDatabase(
      { kind: 'postgres', url: readUrl },
      {
        onPoolError: (error) => app.log.error({ err: error }, 'replica connection lost'),
        timeouts: options.timeouts,
        readFallback: { fallback, primary: app.primaryReads },
        onUnavailableAtStart: (error) =>
          app.log.warn(
            { err: error },
            'read replica unreachable at start: reads fall back to the primary',
          ),
      },
    );
    app.addHook('onClose', () => replica.close());
    let redis: Redis | undefined;
    if (options.redisUrl) {
      const ioredis = await import('ioredis');
      redis = new ioredis.Redis(options.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      logRedisErrors(redis, app.log, 'reads after a write go to the primary meanwhile');
      app.addHook('onClose', () => closeRedis(redis));
    }
    const recentWriters = createRecentWriters(READ_YOUR_WRITES_MS, redis);
    app.decorate('reader', routedReader(app.primaryReads.db, replica.db));
    app.decorate('replica', { handle: replica, fallback });

    // After the route's own onRequest hooks, so the caller is known.
    app.addHook('preHandler', async (request) => {
      const auth = app.authOf(request);
      if (!auth) return;
      // Without Redis's answer, the primary is the safe side.
      const wrote = await recentWriters.has(auth.userId).catch(() => true);
      if (wrote) readFromPrimary();
    });
    app.addHook('onResponse', async (request, reply) => {
      const auth = app.authOf(request);
      if (!auth || !isWriteRequest(request) || reply.statusCode >= 400) return;
      await recentWriters.mark(auth.userId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not record the write for read-your-writes');
      });
    });
  },
  { name: 'read-replica', dependencies: ['database', 'authentication', 'request-scope'] },
);
