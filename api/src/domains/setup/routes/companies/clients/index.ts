import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCompanyResourceRoutes } from '../../../http/company-resource-routes';
import {
  clientSchema,
  createClientBody,
  listContactsQuery,
  pageContactsQuery,
  updateClientBody,
} from 'shared/contracts';

/**
 * Clientes of the `x-company-id` company: the contacts with the client role, the counterparts of
 * receitas (a movement's `contact_id` column, sent as `supplier_id` in the API, names its contact
 * whichever the role).
 */
const clients: FastifyPluginAsyncZod = async (app) => {
  registerCompanyResourceRoutes(app, {
    tag: 'clientes',
    schemas: {
      row: clientSchema,
      filter: listContactsQuery,
      create: createClientBody,
      update: updateClientBody,
    },
    service: () => app.services.clients,
    paged: {
      filter: pageContactsQuery,
      service: () => app.services.clients,
      summary: 'Uma página dos clientes, com busca por nome ou CPF/CNPJ',
    },
    docs: {
      list: 'Clientes da empresa, por nome',
      get: 'Um cliente',
      create: 'Cria um cliente',
      createConflicts:
        '409 se a empresa já tem um contato (cliente ou fornecedor) com o mesmo CPF/CNPJ.',
      update: 'Altera um cliente',
      remove:
        'Exclui um cliente (409 se está em uso em movimentações: desative-o); se o contato também é fornecedor, só deixa de ser cliente',
    },
  });
};

export default clients;
