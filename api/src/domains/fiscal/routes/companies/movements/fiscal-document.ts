import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { movementFiscalDocumentSchema } from 'shared/contracts';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** The fiscal note behind a movement (`/v1/companies/movements/:id/fiscal-document`). */
const movementFiscalDocument: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/:id/fiscal-document',
    onRequest: [app.authenticate, app.authorizeCompany],
    schema: {
      tags: ['notas fiscais'],
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      params: z.object({ id: z.uuid({ error: 'Movimentação não encontrada.' }) }),
      summary: 'A nota fiscal (NF-e ou NFS-e) que criou a movimentação: resumo e o XML',
      response: { 200: movementFiscalDocumentSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      app.services.fiscalSettings.movementDocument(request.auth.companyId, request.params.id),
  });
};

export default movementFiscalDocument;
