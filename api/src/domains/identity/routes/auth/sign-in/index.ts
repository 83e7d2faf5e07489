import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInRequestSchema, signInResponseSchema } from 'shared/contracts';
import { z } from 'zod';
import { errorResponses } from '../../../../../schemas/responses';

// The contract's shape, with limits: a malformed e-mail is a 400, and a huge password never
// reaches argon2.
const body = signInRequestSchema.extend({
  email: z.string().trim().pipe(z.email().max(254)),
  password: z.string().min(1).max(256),
});

const signIn: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'POST',
    url: '/',
    config: { rateLimit: { max: app.config.rateLimit.signInMax, timeWindow: '1 minute' } },
    schema: {
      tags: ['autenticação'],
      summary: 'Entra com e-mail e senha; devolve o token de acesso',
      body,
      response: { 200: signInResponseSchema, ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request) => app.services.auth.signIn(request.body),
  });
};

export default signIn;
