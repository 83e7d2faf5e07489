import fp from 'fastify-plugin';
import { setActor, withRequestScope } from '../db/request-scope';

/**
 * Gives every request its database scope (db/request-scope.ts) and, for a request that may
 * write, names its user as the actor the audit trail records.
 */
export default fp(
  async function requestScope(app) {
    app.addHook('onRequest', (_request, _reply, done) => withRequestScope(done));
    // After the route's own onRequest hooks (authentication), so the caller is known.
    app.addHook('preHandler', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const auth = app.authOf(request);
      if (auth) setActor(auth.userId);
    });
  },
  { name: 'request-scope', dependencies: ['authentication'] },
);
