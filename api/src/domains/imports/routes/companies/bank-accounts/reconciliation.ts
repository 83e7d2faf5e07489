import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankAccountReconciliationsSchema } from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** `/v1/companies/bank-accounts/reconciliation`: each account against its last statement. */
const reconciliation: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/reconciliation',
    onRequest: [app.authenticate, app.authorizeCompany],
    schema: {
      tags: ['importação'],
      summary: 'Conciliação de cada conta ativa com o último extrato importado, numa consulta',
      description:
        'Por conta: o último extrato importado (não desfeito), o saldo final que ele informa, o ' +
        'saldo da conta no Fluxo nesse dia (saldo inicial mais o recebido e menos o pago), a ' +
        'diferença e quantas movimentações da conta vencidas até o fim do extrato seguem em aberto.',
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      response: { 200: bankAccountReconciliationsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.services.reconciliation.statuses(request.auth.companyId),
  });
};

export default reconciliation;
