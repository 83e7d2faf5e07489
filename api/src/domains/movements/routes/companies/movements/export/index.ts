import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportMovementsQuery, exportSelectionBody } from 'shared/contracts';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../../../plugins/authentication';
import { sendFile } from '../../../../../../http/send-file';
import { errorResponses } from '../../../../../../schemas/responses';

const fileResponse = z.unknown().describe('A planilha (text/csv ou xlsx)');

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
        200: fileResponse,
        ...errorResponses(400, 401, 403),
      },
    },
    handler: async (request, reply) =>
      sendFile(reply, app.services.movementExport.export(request.auth.companyId, request.query)),
  });

  app.route({
    method: 'POST',
    url: '/',
    // Still a read: no `roles`, every member may export what they can see.
    onRequest: [app.authenticate, app.authorizeCompany],
    config: { readOnly: true },
    schema: {
      tags: ['movimentações'],
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      summary: 'Exporta as movimentações selecionadas (até 1.000 ids no corpo) em CSV ou XLSX',
      description: 'O mesmo arquivo do GET, para seleções grandes demais para a URL.',
      body: exportSelectionBody,
      response: { 200: fileResponse, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) =>
      sendFile(
        reply,
        app.services.movementExport.exportSelection(request.auth.companyId, request.body),
      ),
  });
};

export default movementExport;
