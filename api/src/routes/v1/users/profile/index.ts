import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userProfileSchema } from 'shared/contracts';
import { errorResponses } from '../../../../schemas/responses';

const profile: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/',
    onRequest: [app.authenticate],
    schema: {
      tags: ['usuários'],
      summary: 'Perfil do usuário do token, com as empresas de que é membro',
      security: [{ bearerAuth: [] }],
      response: { 200: userProfileSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => app.services.users.getProfile(request.auth.userId),
  });
};

export default profile;
