import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateProfileBody, userProfileSchema } from 'shared/contracts';
import { errorResponses } from '../../../../../schemas/responses';

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

  app.route({
    method: 'PATCH',
    url: '/',
    onRequest: [app.authenticate],
    schema: {
      tags: ['usuários'],
      summary: 'Altera o nome ou a foto (URL https, ou null para remover) do usuário do token',
      security: [{ bearerAuth: [] }],
      body: updateProfileBody,
      response: { 200: userProfileSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => app.services.users.updateProfile(request.auth.userId, request.body),
  });
};

export default profile;
