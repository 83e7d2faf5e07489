import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MOVEMENT_WRITER_ROLES, fileParams } from 'shared/contracts';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** A name for the plain `filename=` of old clients: ASCII only, no quotes. */
function asciiName(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'arquivo'
  );
}

/** Uploaded files of the `x-company-id` company: download and remove. */
const files: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['arquivos'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
    params: fileParams,
  };

  app.route({
    method: 'GET',
    url: '/:fileId',
    onRequest,
    schema: {
      ...common,
      summary: 'Baixa um arquivo (sempre como anexo)',
      response: {
        200: z.unknown().describe('O arquivo, com o tipo comprovado no envio'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { file, content } = await app.services.files.open(
        request.auth.companyId,
        request.params.fileId,
      );
      // Always an attachment with its proven type and nosniff: an upload never renders in our origin.
      return reply
        .type(file.media_type)
        .header('Content-Length', file.size_bytes)
        .header(
          'Content-Disposition',
          `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(content);
    },
  });

  app.route({
    method: 'DELETE',
    url: '/:fileId',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Remove um arquivo',
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await app.services.files.remove(request.auth.companyId, request.params.fileId);
      return reply.code(204).send(null);
    },
  });
};

export default files;
