import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_SPREADSHEET_BYTES,
  MOVEMENT_WRITER_ROLES,
  confirmSpreadsheetPayloadSchema,
  spreadsheetBatchSchema,
  spreadsheetPayloadSchema,
  spreadsheetPreviewSchema,
  spreadsheetTemplateQuery,
} from 'shared/contracts';
import { z } from 'zod';
import { SPREADSHEET_UPLOAD, readFileUpload } from '../../../../../http/file-upload';
import { registerImportRoutes } from '../../../http/import-routes';
import { errorResponses } from '../../../../../schemas/responses';

/**
 * Spreadsheet import of contas a pagar e a receber (`/v1/companies/spreadsheet-imports`):
 * template, preview, rejected rows, confirm, batches, undo.
 */
const spreadsheetImports: FastifyPluginAsyncZod = async (app) => {
  const upload =
    'multipart/form-data: a planilha (CSV ou XLSX, até 20 MB) no campo "file" e, opcionalmente, ' +
    'um JSON no campo "payload". Arquivo inválido: 400 com o motivo; nada é gravado.';
  const { onRequest, common } = await registerImportRoutes(app, {
    limits: { fileSize: MAX_SPREADSHEET_BYTES, fieldSize: 1 << 20 },
    upload: SPREADSHEET_UPLOAD,
    confirmUrl: '/',
    schemas: { batch: spreadsheetBatchSchema, confirm: confirmSpreadsheetPayloadSchema },
    service: () => app.services.spreadsheetImports,
    docs: {
      upload,
      confirm:
        'Confirma: cria as movimentações das linhas válidas, os fornecedores/clientes e centros de custo que faltam, em um lote',
      confirmPayload: 'ConfirmSpreadsheetPayload',
      batches: 'As últimas 100 importações de planilha da empresa',
    },
  });

  app.route({
    method: 'GET',
    url: '/template',
    onRequest,
    schema: {
      ...common,
      summary: 'O modelo da planilha (XLSX ou CSV), com os cabeçalhos e dois exemplos',
      querystring: spreadsheetTemplateQuery,
      response: { 200: z.unknown().describe('O modelo'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const file = await app.services.spreadsheetImports.template(request.query.format);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  });

  app.route({
    method: 'POST',
    url: '/preview',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Lê a planilha: colunas, linhas válidas, erros por linha e o que será cadastrado',
      description: `${upload} payload: SpreadsheetPayload. Nada é gravado.`,
      response: { 200: spreadsheetPreviewSchema, ...errorResponses(400, 401, 403, 406, 413) },
    },
    handler: async (request) => {
      const { file, payload } = await readFileUpload(
        request,
        spreadsheetPayloadSchema,
        SPREADSHEET_UPLOAD,
      );
      return app.services.spreadsheetImports.preview(request.auth.companyId, file, payload);
    },
  });

  app.route({
    method: 'POST',
    url: '/rejected',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'As linhas rejeitadas da planilha, em CSV, com a coluna Motivo, para corrigir',
      description: `${upload} payload: SpreadsheetPayload.`,
      response: {
        200: z.unknown().describe('CSV (;) UTF-8 com BOM'),
        ...errorResponses(400, 401, 403, 406, 413),
      },
    },
    handler: async (request, reply) => {
      const { file, payload } = await readFileUpload(
        request,
        spreadsheetPayloadSchema,
        SPREADSHEET_UPLOAD,
      );
      const rejected = await app.services.spreadsheetImports.rejected(
        request.auth.companyId,
        file,
        payload,
      );
      return reply
        .type(rejected.contentType)
        .header('Content-Disposition', `attachment; filename="${rejected.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(rejected.body);
    },
  });
};

export default spreadsheetImports;
