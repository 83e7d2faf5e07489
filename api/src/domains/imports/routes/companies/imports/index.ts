import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_STATEMENT_BYTES,
  MOVEMENT_WRITER_ROLES,
  confirmStatementPayloadSchema,
  importBatchSchema,
  previewStatementPayloadSchema,
  previewStreamEventSchema,
  statementPreviewSchema,
} from 'shared/contracts';
import { streamPreview } from '../../../http/progress-stream';
import { STATEMENT_UPLOAD, readFileUpload } from '../../../../../http/file-upload';
import { registerImportRoutes } from '../../../http/import-routes';
import { errorResponses } from '../../../../../schemas/responses';

/** Bank statement import (`/v1/companies/imports`): preview, confirm, batches, undo. */
const imports: FastifyPluginAsyncZod = async (app) => {
  const upload =
    'multipart/form-data: o arquivo (OFX ou CSV, até 20 MB) no campo "file" e, opcionalmente, ' +
    'um JSON no campo "payload". Arquivo inválido: 400 com a linha; nada é gravado.';
  const { onRequest, common } = await registerImportRoutes(app, {
    // The decisions of a 10k-line statement travel as one JSON field of a few hundred KB.
    limits: { fileSize: MAX_STATEMENT_BYTES, fieldSize: 8 << 20 },
    upload: STATEMENT_UPLOAD,
    confirmUrl: '/statements',
    schemas: { batch: importBatchSchema, confirm: confirmStatementPayloadSchema },
    service: () => app.services.statementImports,
    docs: {
      upload,
      confirm:
        'Confirma a importação: pagamentos, novas movimentações e linhas ignoradas, em um lote',
      confirmPayload: 'ConfirmStatementPayload',
      confirmErrors: [404],
      batches: 'As últimas 100 importações da empresa',
    },
  });

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
      const { file, payload } = await readFileUpload(
        request,
        previewStatementPayloadSchema,
        STATEMENT_UPLOAD,
      );
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
      const { file, payload } = await readFileUpload(
        request,
        previewStatementPayloadSchema,
        STATEMENT_UPLOAD,
      );
      await streamPreview(request, reply, (onProgress) =>
        app.services.statementImports.preview(request.auth.companyId, file, payload, onProgress),
      );
      return reply;
    },
  });
};

export default imports;
