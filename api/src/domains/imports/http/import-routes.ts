import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MOVEMENT_WRITER_ROLES, importBatchParams } from 'shared/contracts';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../plugins/authentication';
import { errorResponses } from '../../../schemas/responses';
import { readFileUpload } from '../../../http/file-upload';
import type { UploadKind } from '../../../http/file-upload';
import type { Author } from '../../approvals/public';

type App = Parameters<FastifyPluginAsyncZod>[0];

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** What an import's service offers for its confirm, its batches and their undo. */
export interface ImportBatchService<Payload, Batch, Upload = UploadedFile> {
  confirm(companyId: string, author: Author, upload: Upload, payload: Payload): Promise<Batch>;
  batches(companyId: string): Promise<Batch[]>;
  undo(companyId: string, userId: string, batchId: string): Promise<Batch>;
}

export interface ImportRoutes<
  Batch extends z.ZodType,
  Confirm extends z.ZodType,
  Upload = UploadedFile,
> {
  /**
   * Multipart limits: each file's bytes, the JSON `payload` field's, and how many files (one,
   * unless the import takes several, as the fiscal notes do).
   */
  limits: { fileSize: number; fieldSize: number; files?: number };
  /** Reads the upload and its payload; one `file` field unless given. */
  read?: (
    request: FastifyRequest,
    schema: Confirm,
  ) => Promise<{ upload: Upload; payload: z.infer<Confirm> }>;
  upload: UploadKind;
  /** The confirm route's path in the plugin (`/` or `/statements`). */
  confirmUrl: string;
  schemas: { batch: Batch; confirm: Confirm };
  service: () => ImportBatchService<z.output<Confirm>, z.output<Batch>, Upload>;
  /** OpenAPI wording, in Portuguese like the rest of the docs. */
  docs: {
    /** What the multipart body carries, said before each upload route's payload. */
    upload: string;
    confirm: string;
    confirmPayload: string;
    /** Statuses of the confirm besides 400, 401, 403, 406, 409 and 413 (404 for an account). */
    confirmErrors?: 404[];
    batches: string;
  };
}

/**
 * The part every file import shares: multipart for one file and one JSON field, the company
 * guards, and the confirm, batch list and undo routes. Returns the guards and the OpenAPI
 * common parts for the import's own routes (preview and the like).
 */
export async function registerImportRoutes<
  Batch extends z.ZodType,
  Confirm extends z.ZodType,
  Upload = UploadedFile,
>(app: App, options: ImportRoutes<Batch, Confirm, Upload>) {
  const { limits, schemas, service, docs } = options;
  const files = limits.files ?? 1;
  await app.register(multipart, {
    limits: {
      fileSize: limits.fileSize,
      files,
      fields: 1,
      parts: files + 1,
      fieldSize: limits.fieldSize,
    },
  });
  const read =
    options.read ??
    (async (request: FastifyRequest, schema: Confirm) => {
      const { file, payload } = await readFileUpload(request, schema, options.upload);
      return { upload: file as Upload, payload };
    });
  const onRequest = [app.authenticate, app.authorizeCompany];
  // As in company-resource-routes: the schemas are type parameters, so the handlers take the
  // request as validated by them without the type provider's inference.
  type Parsed = FastifyRequest<{ Params: { batchId: string } }>;
  const common = {
    tags: ['importação'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };

  app.route({
    method: 'POST',
    url: options.confirmUrl,
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary: docs.confirm,
      description: `${docs.upload} payload: ${docs.confirmPayload} (obrigatório). Tudo ou nada.`,
      response: {
        201: schemas.batch,
        ...errorResponses(400, 401, 403, ...(docs.confirmErrors ?? []), 406, 409, 413),
      },
    },
    handler: async (request: Parsed, reply) => {
      const { upload, payload } = await read(request, schemas.confirm);
      const batch = await service().confirm(request.auth.companyId, request.auth, upload, payload);
      return reply.code(201).send(batch);
    },
  });

  app.route({
    method: 'GET',
    url: '/batches',
    onRequest,
    schema: {
      ...common,
      summary: docs.batches,
      response: { 200: z.array(schemas.batch), ...errorResponses(400, 401, 403) },
    },
    handler: async (request: Parsed) => service().batches(request.auth.companyId),
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
      response: { 200: schemas.batch, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request: Parsed) =>
      service().undo(request.auth.companyId, request.auth.userId, request.params.batchId),
  });

  return { onRequest, common };
}
