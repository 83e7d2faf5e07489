import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCompanyResourceRoutes } from '../../../../http/company-resource-routes';
import {
  categorySchema,
  createCategoryBody,
  listCategoriesQuery,
  updateCategoryBody,
} from 'shared/contracts';

/** The plano de contas of the `x-company-id` company: any member reads and writes them. */
const categories: FastifyPluginAsyncZod = async (app) => {
  registerCompanyResourceRoutes(app, {
    tag: 'plano de contas',
    schemas: {
      row: categorySchema,
      filter: listCategoriesQuery,
      create: createCategoryBody,
      update: updateCategoryBody,
    },
    service: () => app.services.categories,
    docs: {
      list: 'Plano de contas da empresa: lista plana por código (o cliente monta a árvore)',
      get: 'Uma categoria',
      create: 'Cria uma categoria',
      createConflicts:
        '400 se a categoria pai não é da empresa ou é de outro tipo; 409 se o código já existe na ' +
        'empresa ou se a categoria pai tem movimentações (elas ficam só nas categorias sem filhas).',
      update: 'Altera uma categoria (400 se o novo pai formaria um ciclo)',
      remove:
        'Exclui uma categoria (409 se tem subcategorias ou está em uso em movimentações: desative-a)',
    },
  });
};

export default categories;
