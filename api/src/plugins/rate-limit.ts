import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../errors';

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
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis } : {}),
      // If Redis is down, let requests through rather than lock everyone out of signing in.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return tooManyRequests(
          `Muitas tentativas. Aguarde ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e tente novamente.`,
        );
      },
    });
  },
  { name: 'rate-limit' },
);
