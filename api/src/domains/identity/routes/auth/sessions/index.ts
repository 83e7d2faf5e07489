import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../../../schemas/responses';

/** The caller's sign-in sessions: leaving this device, or every device at once. */
const sessions: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['autenticação'], security: [{ bearerAuth: [] }] };

  app.route({
    method: 'DELETE',
    url: '/current',
    onRequest: [app.authenticate],
    schema: {
      ...common,
      summary: 'Sair: encerra a sessão deste token',
      description: 'Depois disso, este token e os que vieram da troca de empresa respondem 401.',
      response: { 204: z.null(), ...errorResponses(401) },
    },
    handler: async (request, reply) => {
      await app.services.auth.signOut(request.auth.userId, request.auth.sessionId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    method: 'DELETE',
    url: '/',
    onRequest: [app.authenticate],
    schema: {
      ...common,
      summary: 'Sair de todos os dispositivos: encerra todas as sessões do usuário',
      description: 'Todas as sessões abertas, esta inclusive, passam a responder 401.',
      response: { 204: z.null(), ...errorResponses(401) },
    },
    handler: async (request, reply) => {
      await app.services.auth.signOutEverywhere(request.auth.userId);
      return reply.code(204).send(null);
    },
  });
};

export default sessions;
