import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOVEMENT_WRITER_ROLES,
  bulkDeleteBody,
  bulkPayBody,
  bulkResultSchema,
} from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../../plugins/authentication';
import { errorResponses } from '../../../../../../schemas/responses';

/** Bulk actions on the rows selected in the list: all or nothing. */
const movementBulk: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['movimentações'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };
  const writers = { roles: MOVEMENT_WRITER_ROLES };

  app.route({
    method: 'POST',
    url: '/pay',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Dá baixa no saldo em aberto das movimentações selecionadas (todas ou nenhuma)',
      description:
        'Um pagamento por movimentação, do valor em aberto, na data e na conta informadas (sem ' +
        'conta, a de cada movimentação). 400 listando as que impedem (já pagas, não encontradas); ' +
        '409 nomeando uma despesa que aguarda aprovação ou foi rejeitada.',
      body: bulkPayBody,
      response: { 200: bulkResultSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) => app.services.movementBulk.pay(request.auth.companyId, request.body),
  });

  app.route({
    method: 'POST',
    url: '/delete',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Exclui as movimentações selecionadas (todas ou nenhuma)',
      description: '400 listando as que impedem (com pagamentos, não encontradas).',
      body: bulkDeleteBody,
      response: { 200: bulkResultSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      app.services.movementBulk.remove(request.auth.companyId, request.body),
  });
};

export default movementBulk;
