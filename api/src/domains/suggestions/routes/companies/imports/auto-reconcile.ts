import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOVEMENT_WRITER_ROLES,
  autoReconcileSettingsBody,
  autoReconcileSettingsSchema,
  bankAccountParams,
} from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

// Auto-conciliação of one bank account (`/v1/companies/imports/accounts/:id/auto-reconcile`),
// issue 23 item 4: read by any member, changed by whoever imports statements.
const autoReconcile: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['regras de extrato'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
    params: bankAccountParams,
  };
  const service = () => app.services.importRules;

  app.route({
    method: 'GET',
    url: '/:bankAccountId/auto-reconcile',
    onRequest,
    schema: {
      ...common,
      summary: 'A conciliação automática da conta (desligada até ser ligada)',
      response: { 200: autoReconcileSettingsSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service().autoReconcile(request.auth.companyId, request.params.bankAccountId),
  });

  app.route({
    method: 'PUT',
    url: '/:bankAccountId/auto-reconcile',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Liga ou desliga a conciliação automática da conta, e a confiança mínima',
      body: autoReconcileSettingsBody,
      response: { 200: autoReconcileSettingsSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service().saveAutoReconcile(
        request.auth.companyId,
        request.params.bankAccountId,
        request.body,
      ),
  });
};

export default autoReconcile;
