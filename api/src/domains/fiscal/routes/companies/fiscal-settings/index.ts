import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETUP_WRITER_ROLES, fiscalSettingsSchema } from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** The company's choices for fiscal notes (`/v1/companies/fiscal-settings`), issue 22. */
const fiscalSettings: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['notas fiscais'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };

  app.route({
    method: 'GET',
    url: '/',
    onRequest,
    schema: {
      ...common,
      summary: 'Retenções como contas a pagar e o dia do ISS',
      description: 'Desligadas, com o ISS no dia 10, até alguém salvar.',
      response: { 200: fiscalSettingsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.services.fiscalSettings.get(request.auth.companyId),
  });

  app.route({
    method: 'PUT',
    url: '/',
    onRequest,
    config: { roles: SETUP_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Muda as configurações de notas fiscais (proprietário e administrador)',
      body: fiscalSettingsSchema,
      response: { 200: fiscalSettingsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      app.services.fiscalSettings.save(request.auth.companyId, request.body),
  });
};

export default fiscalSettings;
