import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from 'shared/contracts';
import { AppError } from '../../errors';
import { errorResponses } from '../../schemas/responses';

const health: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/',
    schema: {
      tags: ['saúde'],
      summary: 'Diz se a API e o banco de dados respondem',
      response: { 200: healthResponseSchema, ...errorResponses(503) },
    },
    handler: async () => {
      try {
        await app.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'health check: database did not answer');
        throw new AppError(503, 'Serviço indisponível. Por favor, tente novamente mais tarde');
      }
      return { status: 'ok' as const, database: app.database.kind, version: app.config.version };
    },
  });
};

export default health;
