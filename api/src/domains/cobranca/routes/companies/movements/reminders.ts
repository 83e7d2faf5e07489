import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOVEMENT_WRITER_ROLES,
  idParams,
  reminderSendListSchema,
  reminderSendSchema,
} from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/**
 * A receivable's reminder log and "Enviar lembrete agora" (`/v1/companies/movements/:id/reminders`),
 * issue 21 item 5.
 */
const movementReminders: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/:id/reminders',
    onRequest: [app.authenticate, app.authorizeCompany],
    schema: {
      tags: ['cobrança'],
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      params: idParams,
      summary: 'Os lembretes da régua de cobrança planejados e enviados para esta conta',
      response: { 200: reminderSendListSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      items: await app.services.reminders.log(request.auth.companyId, request.params.id),
    }),
  });

  app.route({
    method: 'POST',
    url: '/:id/reminders',
    onRequest: [app.authenticate, app.authorizeCompany],
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      tags: ['cobrança'],
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      params: idParams,
      summary: 'Envia agora um lembrete ao cliente desta conta a receber',
      description:
        'Com o texto da etapa da régua mais próxima do dia (ligada ou não), o código Pix e o link ' +
        'da cobrança. 409 quando não é conta a receber em aberto, não tem cliente, o cliente não ' +
        'tem e-mail ou pediu para não receber, ou não há como gerar a cobrança; o motivo fica no ' +
        'registro de lembretes. Com Idempotency-Key, repetir não envia de novo.',
      response: { 201: reminderSendSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const sent = await app.services.reminders.sendNow(
        request.auth.companyId,
        request.auth.userId,
        request.params.id,
      );
      return reply.code(201).send(sent);
    },
  });
};

export default movementReminders;
