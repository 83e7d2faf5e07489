import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_BULK_PIX_CHARGES,
  MOVEMENT_WRITER_ROLES,
  bulkPixChargesBody,
  bulkPixChargesResultSchema,
} from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../../plugins/authentication';
import { errorResponses } from '../../../../../../schemas/responses';

/** 'Cobrar por Pix' on the rows ticked in the list (`/v1/companies/pix-charges/bulk`), issue 21. */
const bulkPixCharges: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'POST',
    url: '/',
    onRequest: [app.authenticate, app.authorizeCompany],
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      tags: ['cobrança'],
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      summary: 'Cobra por Pix cada conta a receber em aberto da seleção',
      description:
        `Até ${MAX_BULK_PIX_CHARGES} movimentações, numa transação. Cada conta a receber em ` +
        'aberto recebe a sua cobrança Pix ativa: a que já tem, se valor e conta não mudaram ' +
        '(reused), ou uma nova (created). Contas a pagar, já pagas e ids que a empresa não tem ' +
        'voltam em skipped, com o motivo, e não são cobradas. 409 quando a empresa não tem conta ' +
        'padrão com chave Pix ou não tem cidade (nada é cobrado).',
      body: bulkPixChargesBody,
      response: {
        200: bulkPixChargesResultSchema,
        ...errorResponses(400, 401, 403, 409),
      },
    },
    handler: async (request) =>
      app.services.pixCharges.chargeMany(request.auth.companyId, request.body.movement_ids),
  });
};

export default bulkPixCharges;
