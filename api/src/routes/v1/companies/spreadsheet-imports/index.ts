import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_SPREADSHEET_BYTES,
  MOVEMENT_WRITER_ROLES,
  confirmSpreadsheetPayloadSchema,
  importBatchParams,
  spreadsheetBatchSchema,
  spreadsheetPayloadSchema,
  spreadsheetPreviewSchema,
  spreadsheetTemplateQuery,
} from 'shared/contracts';
import { z } from 'zod';
import { readSpreadsheetUpload } from '../../../../http/spreadsheet-upload';
import { companyHeadersSchema } from '../../../../plugins/authentication';
import { errorResponses } from '../../../../schemas/responses';

/**
 * Spreadsheet import of contas a pagar e a receber (`/v1/companies/spreadsheet-imports`):
 * template, preview, rejected rows, confirm, batches, undo.
 */
const spreadsheetImports: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 1 << 20 },
  });
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['importação'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };
  const upload =
    'multipart/form-data: a planilha (CSV ou XLSX, até 20 MB) no campo "file" e, opcionalmente, ' +
    'um JSON no campo "payload". Arquivo inválido: 400 com o motivo; nada é gravado.';

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
      const { file, payload } = await readSpreadsheetUpload(request, spreadsheetPayloadSchema);
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
      const { file, payload } = await readSpreadsheetUpload(request, spreadsheetPayloadSchema);
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

  app.route({
    method: 'POST',
    url: '/',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary:
        'Confirma: cria as movimentações das linhas válidas, os fornecedores/clientes e centros de custo que faltam, em um lote',
      description: `${upload} payload: ConfirmSpreadsheetPayload (obrigatório). Tudo ou nada.`,
      response: {
        201: spreadsheetBatchSchema,
        ...errorResponses(400, 401, 403, 406, 409, 413),
      },
    },
    handler: async (request, reply) => {
      const { file, payload } = await readSpreadsheetUpload(
        request,
        confirmSpreadsheetPayloadSchema,
      );
      const batch = await app.services.spreadsheetImports.confirm(
        request.auth.companyId,
        request.auth.userId,
        file,
        payload,
      );
      return reply.code(201).send(batch);
    },
  });

  app.route({
    method: 'GET',
    url: '/batches',
    onRequest,
    schema: {
      ...common,
      summary: 'As últimas 100 importações de planilha da empresa',
      response: { 200: z.array(spreadsheetBatchSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.services.spreadsheetImports.batches(request.auth.companyId),
  });

  app.route({
    method: 'POST',
    url: '/batches/:batchId/undo',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      params: importBatchParams,
      summary: 'Desfaz a importação: remove o que o lote criou, ou recusa dizendo o que mudou',
      response: { 200: spreadsheetBatchSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      app.services.spreadsheetImports.undo(
        request.auth.companyId,
        request.auth.userId,
        request.params.batchId,
      ),
  });
};

export default spreadsheetImports;
