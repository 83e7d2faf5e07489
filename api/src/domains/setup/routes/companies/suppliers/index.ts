import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCompanyResourceRoutes } from '../../../http/company-resource-routes';
import {
  supplierSchema,
  createSupplierBody,
  listContactsQuery,
  pageContactsQuery,
  updateSupplierBody,
} from 'shared/contracts';

/** Fornecedores of the `x-company-id` company: the contacts with the supplier role. */
const suppliers: FastifyPluginAsyncZod = async (app) => {
  registerCompanyResourceRoutes(app, {
    tag: 'fornecedores',
    schemas: {
      row: supplierSchema,
      filter: listContactsQuery,
      create: createSupplierBody,
      update: updateSupplierBody,
    },
    service: () => app.services.suppliers,
    paged: {
      filter: pageContactsQuery,
      service: () => app.services.suppliers,
      summary: 'Uma página dos fornecedores, com busca por nome ou CPF/CNPJ',
    },
    docs: {
      list: 'Fornecedores da empresa, por nome',
      get: 'Um fornecedor',
      create: 'Cria um fornecedor',
      createConflicts:
        '409 se a empresa já tem um contato (fornecedor ou cliente) com o mesmo CPF/CNPJ.',
      update: 'Altera um fornecedor',
      remove:
        'Exclui um fornecedor (409 se está em uso em movimentações: desative-o); se o contato também é cliente, só deixa de ser fornecedor',
    },
  });
};

export default suppliers;
