import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../../schemas/responses';
import { noContent, resetPasswordRequestBody } from 'shared/contracts';
import { normalizeEmail } from '../../../services/auth-service';

const resetPassword: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimit;
  app.route({
    method: 'POST',
    url: '/',
    // SPEC.md §8 makes an unknown e-mail a 401: these limits keep that from listing accounts.
    config: { rateLimit: { max: limits.emailPerAddressMax, timeWindow: '15 minutes' } },
    preHandler: app.keyedRateLimit({
      name: 'reset-password',
      max: limits.resetPasswordMax,
      timeWindow: '15 minutes',
      key: (request) => normalizeEmail((request.body as { email: string }).email),
    }),
    schema: {
      tags: ['autenticação'],
      summary: 'Envia por e-mail um link de redefinição de senha (1 hora, uso único)',
      body: resetPasswordRequestBody,
      response: { 204: noContent, ...errorResponses(400, 401, 429, 503) },
    },
    handler: async (request, reply) => {
      await app.services.passwordReset.requestReset(request.body.email);
      return reply.code(204).send(null);
    },
  });
};

export default resetPassword;
