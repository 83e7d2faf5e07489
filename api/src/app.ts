import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import authentication from './plugins/authentication';
import compression from './plugins/compression';
import database from './plugins/database';
import errorHandler, { sendNotFound } from './plugins/error-handler';
import idempotency from './plugins/idempotency';
import jobs from './plugins/jobs';
import rateLimit from './plugins/rate-limit';
import readReplica from './plugins/read-replica';
import requestScope from './plugins/request-scope';
import securityHeaders from './plugins/security-headers';
import services from './plugins/services';
import swagger from './plugins/swagger';
import validation from './plugins/validation';
import webApps from './plugins/web/web-apps';
import routes from './routes/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** The process logger (start.ts); without one the app logs nothing (tests). */
  loggerInstance?: FastifyBaseLogger;
  /** An already open database; the app migrates it and closes it on `close()`. */
  database?: DatabaseHandle;
  /** Slow-client limits in ms (tests shorten them); defaults in SLOW_CLIENT_LIMITS. */
  slowClientLimits?: Partial<typeof SLOW_CLIENT_LIMITS>;
}

/**
 * Without a proxy in front (`npm start`), Node alone faces clients: a client that trickles its
 * headers or body would hold a socket for Node's defaults (60 s of headers, no limit on the body
 * in Fastify). Headers get 10 s; a whole request 120 s, enough for a 20 MB statement over a slow
 * mobile link. Node enforces both on a timer, checked every 2 s instead of its default 30 s.
 */
export const SLOW_CLIENT_LIMITS = { headersMs: 10_000, requestMs: 120_000, checkEveryMs: 2_000 };

/**
 * The configured API, not yet listening: start.ts starts it, tests call it with `inject` (and
 * may add a route first, as the error-handler test does). Throws DatabaseUnavailableError when the
 * database cannot be opened.
 */
export async function buildApp({
  config,
  loggerInstance,
  database: handle,
  slowClientLimits,
}: BuildAppOptions) {
  const limits = { ...SLOW_CLIENT_LIMITS, ...slowClientLimits };
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    bodyLimit: 1_048_576,
    requestTimeout: limits.requestMs,
    http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: limits.checkEveryMs },
    // A first start creates the PGlite data folder (initdb and migrations), which can outlast
    // avvio's 10 s default on a busy machine; the database layer has its own connect timeout.
    pluginTimeout: 0,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  try {
    app.decorate('config', config);
    await app.register(validation);
    await app.register(errorHandler);
    await app.register(securityHeaders, {
      webRoot: config.webRoot,
      googleClientId: config.google.clientId,
    });
    await app.register(compression);
    await app.register(database, { config, ...(handle ? { database: handle } : {}) });
    await app.register(authentication, config.jwt);
    await app.register(requestScope);
    await app.register(readReplica, {
      database: config.database,
      timeouts: config.databaseTimeouts,
      redisUrl: config.redisUrl,
    });
    await app.register(rateLimit, { redisUrl: config.redisUrl });
    await app.register(idempotency);
    await app.register(swagger, { version: config.version });
    await app.register(services);
    await app.register(jobs);
    await app.register(routes);
    if (config.webRoot) {
      await app.register(webApps, { webRoot: config.webRoot });
    } else {
      app.setNotFoundHandler(sendNotFound);
    }
  } catch (error) {
    // Release whatever opened (the database, above all) before reporting.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
