import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleSignInBody, signInResponseSchema } from 'shared/contracts';
import { errorResponses } from '../../../../../../schemas/responses';

const signInWithGoogle: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'POST',
    url: '/',
    config: { rateLimit: { max: app.config.rateLimit.signInMax, timeWindow: '1 minute' } },
    schema: {
      tags: ['autenticação'],
      summary: 'Entra com o ID token do Google; devolve o token de acesso',
      description:
        'O usuário precisa existir (conta Google vinculada ou o mesmo e-mail, verificado). ' +
        '503 quando o login com Google não está configurado.',
      body: googleSignInBody,
      response: { 200: signInResponseSchema, ...errorResponses(400, 401, 403, 429, 503) },
    },
    handler: async (request) => app.services.auth.signInWithGoogle(request.body.credentials),
  });
};

export default signInWithGoogle;
