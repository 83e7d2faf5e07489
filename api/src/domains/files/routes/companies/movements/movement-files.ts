import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_FILE_BYTES,
  MOVEMENT_WRITER_ROLES,
  idParams,
  storedFileSchema,
  uploadMovementFileQuery,
} from 'shared/contracts';
import { z } from 'zod';
import { badRequest } from '../../../../../errors';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';
import { EMPTY_FILE_MESSAGE } from '../../../services/file-service';

/** Comprovantes of a movement or of one of its payments (`/v1/companies/movements/:id/files`). */
const movementFiles: FastifyPluginAsyncZod = async (app) => {
  // One file per request, read whole (≤ 10 MB) so its first bytes can be checked before anything
  // is written; over the limit, multipart stops reading and answers 413.
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['movimentações'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
    params: idParams,
  };

  app.route({
    method: 'GET',
    url: '/:id/files',
    onRequest,
    schema: {
      ...common,
      summary: 'Comprovantes da movimentação e dos seus pagamentos',
      response: { 200: z.array(storedFileSchema), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      app.services.files.listForMovement(request.auth.companyId, request.params.id),
  });

  app.route({
    method: 'POST',
    url: '/:id/files',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Anexa um comprovante (PDF, JPG ou PNG até 10 MB) à movimentação ou a um pagamento',
      description:
        'multipart/form-data com um arquivo no campo "file". O tipo é verificado pelo conteúdo ' +
        '(não pelo nome): outro conteúdo é 400; acima de 10 MB, 413. Nada é gravado se recusado.',
      querystring: uploadMovementFileQuery,
      response: { 201: storedFileSchema, ...errorResponses(400, 401, 403, 404, 406, 413) },
    },
    handler: async (request, reply) => {
      const part = await request.file();
      if (!part) throw badRequest(EMPTY_FILE_MESSAGE);
      const bytes = await part.toBuffer();
      const stored = await app.services.files.attachToMovement(
        request.auth.companyId,
        request.auth.userId,
        { movementId: request.params.id, paymentId: request.query.payment_id },
        { name: part.filename, bytes },
      );
      return reply.code(201).send(stored);
    },
  });
};

export default movementFiles;
