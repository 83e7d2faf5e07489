import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCompanyResourceRoutes } from '../../../http/company-resource-routes';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';
import {
  bankAccountBalancesSchema,
  bankAccountSchema,
  createBankAccountBody,
  listBankAccountsQuery,
  updateBankAccountBody,
} from 'shared/contracts';

/** Contas bancárias of the `x-company-id` company: any member reads and writes them. */
const bankAccounts: FastifyPluginAsyncZod = async (app) => {
  registerCompanyResourceRoutes(app, {
    tag: 'contas bancárias',
    schemas: {
      row: bankAccountSchema,
      filter: listBankAccountsQuery,
      create: createBankAccountBody,
      update: updateBankAccountBody,
    },
    service: () => app.services.bankAccounts,
    docs: {
      list: 'Contas bancárias e caixas da empresa, por nome',
      get: 'Uma conta bancária',
      create: 'Cria uma conta bancária',
      createConflicts: '409 se a empresa já tem uma conta com o mesmo nome ou a mesma chave Pix.',
      update: 'Altera uma conta bancária',
      remove: 'Exclui uma conta bancária (409 se está em uso em movimentações: desative-a)',
    },
  });

  app.route({
    method: 'GET',
    url: '/balances',
    onRequest: [app.authenticate, app.authorizeCompany],
    schema: {
      tags: ['contas bancárias'],
      summary: 'Saldo atual e saldo previsto (até o fim do mês) de cada conta, numa consulta',
      description:
        'Saldo atual: saldo inicial mais o recebido e menos o pago pela conta desde a data do ' +
        'saldo inicial até hoje (dia de São Paulo). Saldo previsto: mais os pagamentos até o fim ' +
        'do mês e o que está em aberto nas movimentações da conta que vencem até lá.',
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      response: { 200: bankAccountBalancesSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.services.bankAccounts.balances(request.auth.companyId),
  });
};

export default bankAccounts;
