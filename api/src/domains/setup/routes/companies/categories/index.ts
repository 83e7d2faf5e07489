import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCompanyResourceRoutes } from '../../../http/company-resource-routes';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';
import {
  SETUP_WRITER_ROLES,
  categorySchema,
  createCategoryBody,
  listCategoriesQuery,
  standardPlanoResultSchema,
  updateCategoryBody,
} from 'shared/contracts';

/** The plano de contas of the `x-company-id` company: members read it, owners and admins write. */
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

  app.route({
    method: 'POST',
    url: '/standard-plano',
    onRequest: [app.authenticate, app.authorizeCompany],
    config: { roles: SETUP_WRITER_ROLES },
    schema: {
      tags: ['plano de contas'],
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      summary: 'Adiciona o plano de contas padrão (só os códigos que a empresa ainda não tem)',
      description:
        'Idempotente: chamar de novo não cria nada. Um código cuja categoria pai na empresa é de ' +
        'outro tipo ou não tem subcategorias (as movimentações ficam só nas categorias sem filhas) ' +
        'fica de fora, com o que estiver abaixo dele.',
      response: { 200: standardPlanoResultSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => app.services.categories.addStandardPlano(request.auth.companyId),
  });
};

export default categories;
