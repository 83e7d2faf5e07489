import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationBody,
  invitationPreviewSchema,
  invitationSignUpBody,
  invitationTokenParamsSchema,
  signInResponseSchema,
} from 'shared/contracts';
import { errorResponses } from '../../../../../schemas/responses';

/** The other end of an invitation link (`/convite/:token`): see it, then join or sign up. */
const invitationLinks: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.rateLimit.signInMax, timeWindow: '1 minute' };

  app.route({
    method: 'GET',
    url: '/:token',
    config: { rateLimit },
    schema: {
      tags: ['membros'],
      summary: 'A empresa, o e-mail e o papel de um convite, e se o e-mail já tem conta',
      description: '400 se o convite é inválido, expirou ou já foi usado.',
      params: invitationTokenParamsSchema,
      response: { 200: invitationPreviewSchema, ...errorResponses(400, 429) },
    },
    handler: async (request) => app.services.invitations.preview(request.params.token),
  });

  app.route({
    method: 'POST',
    url: '/accept',
    onRequest: [app.authenticate],
    schema: {
      tags: ['membros'],
      summary: 'O usuário do token entra na empresa do convite; devolve um token com ela ativa',
      description: '403 se o convite foi enviado para outro e-mail; 400 se é inválido ou expirou.',
      security: [{ bearerAuth: [] }],
      body: acceptInvitationBody,
      response: { 200: signInResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      app.services.invitations.accept(
        request.auth.userId,
        request.auth.sessionId,
        request.body.token,
      ),
  });

  app.route({
    method: 'POST',
    url: '/sign-up',
    config: { rateLimit },
    schema: {
      tags: ['membros'],
      summary: 'Cadastro pelo link do convite: cria o usuário e o vínculo, sem criar empresa',
      description:
        'O link prova o e-mail, como o código do cadastro. 409 se o e-mail já tem conta ' +
        '(entre e aceite); 400 se o convite é inválido, expirou ou já foi usado.',
      body: invitationSignUpBody,
      response: { 201: signInResponseSchema, ...errorResponses(400, 409, 429) },
    },
    handler: async (request, reply) => {
      const session = await app.services.invitations.signUp(request.body);
      return reply.code(201).send(session);
    },
  });
};

export default invitationLinks;
