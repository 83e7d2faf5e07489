import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../plugins/authentication';
import {
  categorySchema,
  createCategoryBody,
  listCategoriesQuery,
  updateCategoryBody,
} from '../../../../schemas/categories';
import { errorResponses } from '../../../../schemas/responses';
import { idParams } from '../../../../schemas/setup';

const tags = ['plano de contas'];
const security = [{ bearerAuth: [] }];

/** The plano de contas of the `x-company-id` company: any member reads and writes them. */
const categories: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const service = () => app.services.categories;

  app.route({
    method: 'GET',
    url: '/',
    onRequest,
    schema: {
      tags,
      summary: 'Plano de contas da empresa: lista plana por código (o cliente monta a árvore)',
      security,
      headers: companyHeadersSchema,
      querystring: listCategoriesQuery,
      response: { 200: z.array(categorySchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service().list(request.auth.companyId, request.query),
  });

  app.route({
    method: 'POST',
    url: '/',
    onRequest,
    schema: {
      tags,
      summary: 'Cria uma categoria',
      description:
        '400 se a categoria pai não é da empresa ou é de outro tipo; 409 se o código já existe na empresa.',
      security,
      headers: companyHeadersSchema,
      body: createCategoryBody,
      response: { 201: categorySchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service().create(request.auth.companyId, request.body)),
  });

  app.route({
    method: 'GET',
    url: '/:id',
    onRequest,
    schema: {
      tags,
      summary: 'Uma categoria',
      security,
      headers: companyHeadersSchema,
      params: idParams,
      response: { 200: categorySchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service().get(request.auth.companyId, request.params.id),
  });

  app.route({
    method: 'PATCH',
    url: '/:id',
    onRequest,
    schema: {
      tags,
      summary: 'Altera uma categoria (400 se o novo pai formaria um ciclo)',
      security,
      headers: companyHeadersSchema,
      params: idParams,
      body: updateCategoryBody,
      response: { 200: categorySchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      service().update(request.auth.companyId, request.params.id, request.body),
  });

  app.route({
    method: 'DELETE',
    url: '/:id',
    onRequest,
    schema: {
      tags,
      summary: 'Exclui uma categoria (409 se tem subcategorias)',
      security,
      headers: companyHeadersSchema,
      params: idParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service().remove(request.auth.companyId, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default categories;
