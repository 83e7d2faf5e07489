import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setActor, withRequestScope } from '../db/request-scope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that sends its question in a body (POST) but changes nothing: the dashboards, an
     * export. It is not a write to the audit trail, to read-your-writes or to PGlite's queue.
     */
    readOnly?: boolean;
  }
}

/**
 * The one definition of a write, for every layer that treats writes apart: any method but GET and
 * HEAD, unless the route says it only reads.
 */
export function isWriteRequest(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  return request.routeOptions.config.readOnly !== true;
}

/**
 * Gives every request its database scope (db/request-scope.ts) and, for a request that may
 * write, names its user as the actor the audit trail records.
 */
export default fp(
  async function requestScope(app) {
    app.addHook('onRequest', (request, _reply, done) =>
      withRequestScope(isWriteRequest(request), done),
    );
    // After the route's own onRequest hooks (authentication), so the caller is known.
    app.addHook('preHandler', async (request) => {
      if (!isWriteRequest(request)) return;
      const auth = app.authOf(request);
      if (auth) setActor(auth.userId);
    });
  },
  { name: 'request-scope', dependencies: ['authentication'] },
);
