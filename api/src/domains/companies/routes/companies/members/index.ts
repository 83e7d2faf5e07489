import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETUP_WRITER_ROLES,
  memberListSchema,
  memberParamsSchema,
  memberSchema,
  noContent,
  updateMemberRoleBody,
} from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** Members of the `x-company-id` company: every member reads the list, owners and admins change it. */
const members: FastifyPluginAsyncZod = async (app) => {
  const common = {
    tags: ['membros'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };
  const companyHooks = [app.authenticate, app.authorizeCompany];

  app.route({
    method: 'GET',
    url: '/',
    onRequest: companyHooks,
    schema: {
      ...common,
      summary: 'Membros da empresa com o papel de cada um, na ordem em que entraram',
      response: { 200: memberListSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({
      data: await app.services.members.list(request.auth.companyId),
    }),
  });

  app.route({
    method: 'PATCH',
    url: '/:userId',
    onRequest: companyHooks,
    config: { roles: SETUP_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Altera o papel de um membro (proprietário ou administrador)',
      description:
        'Só um proprietário torna alguém proprietário ou altera um proprietário (403); o último ' +
        'proprietário não deixa de sê-lo (409). As sessões do membro são encerradas: o papel ' +
        'novo vale a partir do próximo login.',
      params: memberParamsSchema,
      body: updateMemberRoleBody,
      response: { 200: memberSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      app.services.members.changeRole(
        request.auth.companyId,
        request.auth,
        request.params.userId,
        request.body.role,
      ),
  });

  app.route({
    method: 'DELETE',
    url: '/me',
    onRequest: companyHooks,
    schema: {
      ...common,
      summary: 'Sair da empresa: o usuário do token deixa de ser membro (qualquer papel)',
      description:
        'O último proprietário não sai (409): promova outro membro antes. As sessões do usuário ' +
        'são encerradas, pois os tokens ainda nomeiam a empresa.',
      response: { 204: noContent, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      await app.services.members.leave(request.auth.companyId, request.auth.userId);
      return reply.code(204).send(null);
    },
  });

  app.route({
    method: 'DELETE',
    url: '/:userId',
    onRequest: companyHooks,
    config: { roles: SETUP_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Remove um membro da empresa (proprietário ou administrador)',
      description:
        'Só um proprietário remove um proprietário (403); o último proprietário não sai (409). ' +
        'As sessões do membro removido são encerradas.',
      params: memberParamsSchema,
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      await app.services.members.remove(
        request.auth.companyId,
        request.auth,
        request.params.userId,
      );
      return reply.code(204).send(null);
    },
  });
};

export default members;
