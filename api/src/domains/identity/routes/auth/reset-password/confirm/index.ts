import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../../../schemas/responses';
import { confirmResetPasswordBody, noContent } from 'shared/contracts';

const confirmResetPassword: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'POST',
    url: '/',
    config: { rateLimit: { max: app.config.rateLimit.signInMax, timeWindow: '1 minute' } },
    schema: {
      tags: ['autenticação'],
      summary: 'Define a nova senha com o token do link e invalida os outros links abertos',
      body: confirmResetPasswordBody,
      response: { 204: noContent, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      await app.services.passwordReset.confirmReset(request.body);
      return reply.code(204).send(null);
    },
  });
};

export default confirmResetPassword;
