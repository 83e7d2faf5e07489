import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../../../schemas/responses';
import { noContent, requestSignUpCodeBody } from 'shared/contracts';
import { normalizeEmail } from '../../../../services/auth-service';

const signUpCode: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimit;
  app.route({
    method: 'POST',
    url: '/',
    // Per address here, per e-mail below: neither a mailbox nor the mail server gets flooded.
    config: { rateLimit: { max: limits.emailPerAddressMax, timeWindow: '15 minutes' } },
    preHandler: app.keyedRateLimit({
      name: 'sign-up-code',
      max: limits.signUpCodeMax,
      timeWindow: '15 minutes',
      key: (request) => normalizeEmail((request.body as { email: string }).email),
    }),
    schema: {
      tags: ['cadastro'],
      summary: 'Envia por e-mail um código de 6 dígitos (15 minutos, uso único)',
      description: 'Um novo pedido substitui o código anterior. 409 se o e-mail já tem cadastro.',
      body: requestSignUpCodeBody,
      response: { 204: noContent, ...errorResponses(400, 409, 429, 503) },
    },
    handler: async (request, reply) => {
      await app.services.signUp.requestCode(request.body.email);
      return reply.code(204).send(null);
    },
  });
};

export default signUpCode;
