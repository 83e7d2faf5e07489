import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../errors';
import { closeRedis, logRedisErrors } from '../lib/redis-connection';

/** A limit counted by something other than the client address (an e-mail, say). */
export interface KeyedLimit {
  /** Names the counter: keys of different limits never mix, in memory or in Redis. */
  name: string;
  max: number;
  timeWindow: string | number;
  key: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler hook (the body is parsed and valid by then) that answers 429 once `max`
     * requests with the same key arrived within the window. Several may run on one route, beside
     * the route's own per-address `config.rateLimit`.
     */
    keyedRateLimit(limit: KeyedLimit): preHandlerAsyncHookHandler;
  }
}

export function waitMessage(seconds: number): string {
  return `Muitas tentativas. Aguarde ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e tente novamente.`;
}

/**
 * Per-route limits (`config.rateLimit` on sign-in and the like), nothing global. Counters live in
 * memory, or in Redis when REDIS_URL is set so that every instance shares them.
 */
export default fp(
  async function rateLimiting(app, options: { redisUrl: string | undefined }) {
    let redis: Redis | undefined;
    if (options.redisUrl) {
      // Loaded only when used: most runs have no Redis.
      const ioredis = await import('ioredis');
      redis = new ioredis.Redis(options.redisUrl, {
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
      });
      logRedisErrors(redis, app.log, 'rate limits are skipped meanwhile');
      app.addHook('onClose', () => closeRedis(redis));
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis } : {}),
      // If Redis is down, let requests through rather than lock everyone out of signing in.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(waitMessage(Math.max(1, Math.ceil(context.ttl / 1000)))),
    });

    app.decorate('keyedRateLimit', ({ name, max, timeWindow, key }: KeyedLimit) => {
      // createRateLimit, unlike rateLimit(), does not skip a request another limit already saw.
      const limiter = app.createRateLimit({
        max,
        timeWindow,
        // Hashed: e-mail addresses do not belong in Redis keys.
        keyGenerator: (request) =>
          `${name}:${createHash('sha256').update(key(request)).digest('base64url')}`,
      });
      return async function keyedLimit(request, reply) {
        const result = await limiter(request);
        if (result.isAllowed || !result.isExceeded) return;
        const seconds = Math.max(1, result.ttlInSeconds);
        reply.header('retry-after', seconds);
        throw tooManyRequests(waitMessage(seconds));
      };
    });
  },
  { name: 'rate-limit' },
);
