import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportMovementsQuery } from 'shared/contracts';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** The list's rows as a spreadsheet: a read, so every role may export. */
const movementExport: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/',
    onRequest: [app.authenticate, app.authorizeCompany],
    schema: {
      tags: ['movimentações'],
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      summary: 'Exporta a seleção (ids) ou todo o Filtro em CSV ou XLSX, com os totais no fim',
      description:
        'Gerado aos poucos (streaming), ordenado por vencimento. CSV com ";", UTF-8 com BOM, ' +
        'valores como 1.234,56 e datas dd/mm/aaaa; XLSX com números e datas de verdade.',
      querystring: exportMovementsQuery,
      response: {
        200: z.unknown().describe('A planilha (text/csv ou xlsx)'),
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request, reply) => {
      const file = app.services.movementExport.export(request.auth.companyId, request.query);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  });
};

export default movementExport;
