import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETUP_WRITER_ROLES,
  createInvitationBody,
  invitationListSchema,
  invitationParamsSchema,
  invitationSchema,
  noContent,
} from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** Invitations to the `x-company-id` company: owners and admins send, list and cancel them. */
const invitations: FastifyPluginAsyncZod = async (app) => {
  const common = {
    tags: ['membros'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };
  const onRequest = [app.authenticate, app.authorizeCompany];
  const config = { roles: SETUP_WRITER_ROLES };

  app.route({
    method: 'GET',
    url: '/',
    onRequest,
    config,
    schema: {
      ...common,
      summary: 'Convites pendentes (nem aceitos nem expirados)',
      response: { 200: invitationListSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => ({
      data: await app.services.invitations.listPending(request.auth.companyId),
    }),
  });

  app.route({
    method: 'POST',
    url: '/',
    onRequest,
    config,
    schema: {
      ...common,
      summary: 'Convida um e-mail com um papel: envia um link de uso único, válido por 7 dias',
      description:
        '409 se o e-mail já é de um membro; 403 se um administrador convida um proprietário. ' +
        'Um novo convite ao mesmo e-mail substitui o pendente.',
      body: createInvitationBody,
      response: { 201: invitationSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const invitation = await app.services.invitations.invite(
        request.auth.companyId,
        request.auth,
        request.body,
      );
      return reply.code(201).send(invitation);
    },
  });

  app.route({
    method: 'DELETE',
    url: '/:id',
    onRequest,
    config,
    schema: {
      ...common,
      summary: 'Cancela um convite pendente: o link deixa de valer',
      params: invitationParamsSchema,
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await app.services.invitations.cancel(request.auth.companyId, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default invitations;
