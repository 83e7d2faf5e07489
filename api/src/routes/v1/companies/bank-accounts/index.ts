import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCompanyResourceRoutes } from '../../../../http/company-resource-routes';
import {
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
      createConflicts: '409 se a empresa já tem uma conta com o mesmo nome.',
      update: 'Altera uma conta bancária',
      remove: 'Exclui uma conta bancária (409 se está em uso em movimentações: desative-a)',
    },
  });
};

export default bankAccounts;
