import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmEmailChangeBody,
  noContent,
  requestEmailChangeBody,
  userProfileSchema,
} from 'shared/contracts';
import { errorResponses } from '../../../../../schemas/responses';

/** 'Minha conta': the sign-in e-mail changes only once a code sent to the new address comes back. */
const email: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimit;
  const common = { tags: ['usuários'], security: [{ bearerAuth: [] }] };

  app.route({
    method: 'POST',
    url: '/code',
    onRequest: [app.authenticate],
    // Per user: nobody floods a mailbox from a signed-in account.
    config: { rateLimit: { max: limits.emailPerAddressMax, timeWindow: '15 minutes' } },
    preHandler: app.keyedRateLimit({
      name: 'email-change-code',
      max: limits.signUpCodeMax,
      timeWindow: '15 minutes',
      key: (request) => request.auth.userId,
    }),
    schema: {
      ...common,
      summary: 'Envia um código de 6 dígitos ao novo e-mail (15 minutos, uso único)',
      description:
        'Um novo pedido substitui o anterior. 409 se outro usuário já usa o e-mail; 400 se já é ' +
        'o e-mail deste usuário.',
      body: requestEmailChangeBody,
      response: { 204: noContent, ...errorResponses(400, 401, 409, 429, 503) },
    },
    handler: async (request, reply) => {
      await app.services.emailChange.requestCode(request.auth.userId, request.body.email);
      return reply.code(204).send(null);
    },
  });

  app.route({
    method: 'POST',
    url: '/',
    onRequest: [app.authenticate],
    config: { rateLimit: { max: limits.verifyCodeMax, timeWindow: '15 minutes' } },
    schema: {
      ...common,
      summary: 'Confirma o código: o novo e-mail passa a ser o de acesso',
      description:
        '400 se o código não confere ou expirou (campo code), ou se não há troca pendente; ' +
        '409 se outro usuário passou a usar o e-mail.',
      body: confirmEmailChangeBody,
      response: { 200: userProfileSchema, ...errorResponses(400, 401, 409, 429) },
    },
    handler: async (request) =>
      app.services.emailChange.confirm(request.auth.userId, request.body.code),
  });
};

export default email;
