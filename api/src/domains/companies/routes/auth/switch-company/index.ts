import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInResponseSchema } from 'shared/contracts';
import { z } from 'zod';
import { errorResponses } from '../../../../../schemas/responses';

const body = z.object({ company_id: z.uuid() });

const switchCompany: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'POST',
    url: '/',
    onRequest: [app.authenticate],
    schema: {
      tags: ['autenticação'],
      summary: 'Troca a empresa ativa; devolve um novo token',
      security: [{ bearerAuth: [] }],
      body,
      response: { 200: signInResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      app.services.auth.switchCompany(
        request.auth.userId,
        request.auth.sessionId,
        request.body.company_id,
      ),
  });
};

export default switchCompany;
