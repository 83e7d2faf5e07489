import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_FISCAL_UPLOAD_BYTES,
  MAX_FISCAL_UPLOAD_FILES,
  MOVEMENT_WRITER_ROLES,
  confirmFiscalPayloadSchema,
  fiscalBatchSchema,
  fiscalPreviewSchema,
} from 'shared/contracts';
import { z } from 'zod';
import { FISCAL_UPLOAD, readFilesUpload } from '../../../../../http/file-upload';
import { errorResponses } from '../../../../../schemas/responses';
import { registerImportRoutes } from '../../../../imports/public';
import type { UploadedFile } from '../../../../imports/public';

/**
 * Fiscal notes in (`/v1/companies/fiscal-imports`, issue 22): NF-e and NFS-e XMLs, or a ZIP of
 * them, previewed per document, then confirmed as one batch with undo.
 */
const fiscalImports: FastifyPluginAsyncZod = async (app) => {
  const upload =
    `multipart/form-data: os XMLs (NF-e modelo 55 autorizada, NFS-e Padrão Nacional, eventos de ` +
    `cancelamento) ou um ZIP com eles, em um ou mais campos "file" (até ${MAX_FISCAL_UPLOAD_FILES} ` +
    'notas e 50 MB) e, na confirmação, um JSON no campo "payload". Nada é gravado na pré-visualização.';
  const read = async <Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) => {
    const { files, payload } = await readFilesUpload(
      request,
      schema,
      FISCAL_UPLOAD,
      MAX_FISCAL_UPLOAD_BYTES,
    );
    return { upload: files, payload };
  };
  const { onRequest, common } = await registerImportRoutes<
    typeof fiscalBatchSchema,
    typeof confirmFiscalPayloadSchema,
    UploadedFile[]
  >(app, {
    limits: {
      fileSize: MAX_FISCAL_UPLOAD_BYTES,
      fieldSize: 1 << 16,
      files: MAX_FISCAL_UPLOAD_FILES,
    },
    upload: FISCAL_UPLOAD,
    read,
    confirmUrl: '/',
    schemas: { batch: fiscalBatchSchema, confirm: confirmFiscalPayloadSchema },
    service: () => app.services.fiscalImports,
    docs: {
      upload,
      confirm:
        'Confirma: cria as parcelas das notas prontas, os fornecedores/clientes que faltam e guarda cada XML, em um lote',
      confirmPayload: 'ConfirmFiscalPayload',
      batches: 'As últimas 100 importações de notas fiscais da empresa',
    },
  });

  app.route({
    method: 'POST',
    url: '/preview',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Lê as notas: o que cada uma criará, ou por que fica de fora',
      description: `${upload}`,
      response: { 200: fiscalPreviewSchema, ...errorResponses(400, 401, 403, 406, 413) },
    },
    handler: async (request) => {
      const { upload: files } = await read(request, z.object({}));
      return app.services.fiscalImports.preview(request.auth.companyId, request.auth, files);
    },
  });
};

export default fiscalImports;
