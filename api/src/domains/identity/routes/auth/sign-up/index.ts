import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../../schemas/responses';
import { signUpBody, signUpResponse } from 'shared/contracts';

const signUp: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'POST',
    url: '/',
    config: { rateLimit: { max: app.config.rateLimit.signInMax, timeWindow: '1 minute' } },
    schema: {
      tags: ['cadastro'],
      summary: 'Cria o usuário, a empresa e o vínculo de proprietário, tudo ou nada',
      description:
        'Gasta o token de verificação do e-mail. 401 se ele expirou ou já foi usado; 409 se o ' +
        'e-mail foi cadastrado nesse meio-tempo.',
      body: signUpBody,
      response: { 201: signUpResponse, ...errorResponses(400, 401, 409, 429) },
    },
    handler: async (request, reply) => {
      const created = await app.services.signUp.signUp(request.body);
      return reply.code(201).send(created);
    },
  });
};

export default signUp;
