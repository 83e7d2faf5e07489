import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifySignUpCodeBody, verifySignUpCodeResponseSchema } from 'shared/contracts';
import { errorResponses } from '../../../../../../schemas/responses';

const verifySignUpCode: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'POST',
    url: '/',
    // Each code also burns after 5 wrong tries; this bounds how many codes one address may try.
    config: {
      rateLimit: { max: app.config.rateLimit.verifyCodeMax, timeWindow: '15 minutes' },
    },
    schema: {
      tags: ['cadastro'],
      summary: 'Confere o código e devolve o token de verificação do e-mail (30 minutos)',
      body: verifySignUpCodeBody,
      response: { 200: verifySignUpCodeResponseSchema, ...errorResponses(400, 429) },
    },
    handler: async (request) =>
      app.services.signUp.verifyCode(request.body.email, request.body.code),
  });
};

export default verifySignUpCode;
