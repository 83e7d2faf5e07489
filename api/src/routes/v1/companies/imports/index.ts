import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_STATEMENT_BYTES,
  MOVEMENT_WRITER_ROLES,
  confirmStatementPayloadSchema,
  importBatchParams,
  importBatchSchema,
  previewStatementPayloadSchema,
  previewStreamEventSchema,
  statementPreviewSchema,
} from 'shared/contracts';
import { z } from 'zod';
import { streamPreview } from '../../../../http/progress-stream';
import { readStatementUpload } from '../../../../http/statement-upload';
import { companyHeadersSchema } from '../../../../plugins/authentication';
import { errorResponses } from '../../../../schemas/responses';

/** Bank statement import (`/v1/companies/imports`): preview, confirm, batches, undo. */
const imports: FastifyPluginAsyncZod = async (app) => {
  // The decisions of a 10k-line statement travel as one JSON field of a few hundred KB.
  await app.register(multipart, {
    limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 8 << 20 },
  });
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['importação'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };
  const upload =
    'multipart/form-data: o arquivo (OFX ou CSV, até 20 MB) no campo "file" e, opcionalmente, ' +
    'um JSON no campo "payload". Arquivo inválido: 400 com a linha; nada é gravado.';

  app.route({
    method: 'POST',
    url: '/statements/preview',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Lê um extrato e mostra cada linha: nova, duplicada ou conciliável (nada é gravado)',
      description: `${upload} payload: PreviewStatementPayload.`,
      response: { 200: statementPreviewSchema, ...errorResponses(400, 401, 403, 404, 406, 413) },
    },
    handler: async (request) => {
      const { file, payload } = await readStatementUpload(request, previewStatementPayloadSchema);
      return app.services.statementImports.preview(request.auth.companyId, file, payload);
    },
  });

  app.route({
    method: 'POST',
    url: '/statements/preview/stream',
    onRequest,
    // Compressed, the progress lines would wait in the compressor's buffer until the end.
    compress: false,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'A mesma pré-visualização, com o progresso de cada passo enquanto processa',
      description:
        `${upload} payload: PreviewStatementPayload. Resposta application/x-ndjson: uma linha ` +
        'PreviewStreamEvent por evento (progress com as contagens, depois result ou error).',
      produces: ['application/x-ndjson'],
      response: { 200: previewStreamEventSchema, ...errorResponses(400, 401, 403, 404, 406, 413) },
    },
    handler: async (request, reply) => {
      const { file, payload } = await readStatementUpload(request, previewStatementPayloadSchema);
      await streamPreview(request, reply, (onProgress) =>
        app.services.statementImports.preview(request.auth.companyId, file, payload, onProgress),
      );
      return reply;
    },
  });

  app.route({
    method: 'POST',
    url: '/statements',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary:
        'Confirma a importação: pagamentos, novas movimentações e linhas ignoradas, em um lote',
      description: `${upload} payload: ConfirmStatementPayload (obrigatório). Tudo ou nada.`,
      response: { 201: importBatchSchema, ...errorResponses(400, 401, 403, 404, 406, 409, 413) },
    },
    handler: async (request, reply) => {
      const { file, payload } = await readStatementUpload(request, confirmStatementPayloadSchema);
      const batch = await app.services.statementImports.confirm(
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
      summary: 'As últimas 100 importações da empresa',
      response: { 200: z.array(importBatchSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.services.statementImports.batches(request.auth.companyId),
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
      response: { 200: importBatchSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      app.services.statementImports.undo(
        request.auth.companyId,
        request.auth.userId,
        request.params.batchId,
      ),
  });
};

export default imports;
