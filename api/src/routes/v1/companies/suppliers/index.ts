import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCompanyResourceRoutes } from '../../../../http/company-resource-routes';
import {
  supplierSchema,
  createSupplierBody,
  listSuppliersQuery,
  updateSupplierBody,
} from 'shared/contracts';

/** Fornecedores of the `x-company-id` company: any member reads and writes them. */
const suppliers: FastifyPluginAsyncZod = async (app) => {
  registerCompanyResourceRoutes(app, {
    tag: 'fornecedores',
    schemas: {
      row: supplierSchema,
      filter: listSuppliersQuery,
      create: createSupplierBody,
      update: updateSupplierBody,
    },
    service: () => app.services.suppliers,
    docs: {
      list: 'Fornecedores da empresa, por nome',
      get: 'Um fornecedor',
      create: 'Cria um fornecedor',
      createConflicts: '409 se a empresa já tem um fornecedor com o mesmo CPF/CNPJ.',
      update: 'Altera um fornecedor',
      remove: 'Exclui um fornecedor (409 se está em uso em movimentações: desative-o)',
    },
  });
};

export default suppliers;
