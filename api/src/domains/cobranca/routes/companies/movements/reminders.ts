import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, reminderSendListSchema } from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** A receivable's reminder log (`/v1/companies/movements/:id/reminders`), issue 21 item 5. */
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
};

export default movementReminders;
