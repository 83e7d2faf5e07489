import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordBody, noContent } from 'shared/contracts';
import { errorResponses } from '../../../../../schemas/responses';

const password: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'POST',
    url: '/',
    onRequest: [app.authenticate],
    config: { rateLimit: { max: app.config.rateLimit.signInMax, timeWindow: '1 minute' } },
    schema: {
      tags: ['usuários'],
      summary: 'Troca a senha do usuário do token, com a senha atual',
      description:
        '400 se a senha atual não confere (campo current_password) ou a nova é fraca. ' +
        'Todas as outras sessões do usuário são encerradas; a deste token continua.',
      security: [{ bearerAuth: [] }],
      body: changePasswordBody,
      response: { 204: noContent, ...errorResponses(400, 401, 404, 429) },
    },
    handler: async (request, reply) => {
      await app.services.users.changePassword(
        request.auth.userId,
        request.auth.sessionId,
        request.body,
      );
      return reply.code(204).send(null);
    },
  });
};

export default password;
