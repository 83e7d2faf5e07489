import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../plugins/authentication';
import {
  supplierSchema,
  createSupplierBody,
  listSuppliersQuery,
  updateSupplierBody,
} from '../../../../schemas/suppliers';
import { errorResponses } from '../../../../schemas/responses';
import { idParams } from '../../../../schemas/setup';

const tags = ['fornecedores'];
const security = [{ bearerAuth: [] }];

/** Fornecedores of the `x-company-id` company: any member reads and writes them. */
const suppliers: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const service = () => app.services.suppliers;

  app.route({
    method: 'GET',
    url: '/',
    onRequest,
    schema: {
      tags,
      summary: 'Fornecedores da empresa, por nome',
      security,
      headers: companyHeadersSchema,
      querystring: listSuppliersQuery,
      response: { 200: z.array(supplierSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service().list(request.auth.companyId, request.query),
  });

  app.route({
    method: 'POST',
    url: '/',
    onRequest,
    schema: {
      tags,
      summary: 'Cria um fornecedor',
      description: '409 se a empresa já tem um fornecedor com o mesmo CPF/CNPJ.',
      security,
      headers: companyHeadersSchema,
      body: createSupplierBody,
      response: { 201: supplierSchema, ...errorResponses(400, 401, 403, 409) },
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
      summary: 'Um fornecedor',
      security,
      headers: companyHeadersSchema,
      params: idParams,
      response: { 200: supplierSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service().get(request.auth.companyId, request.params.id),
  });

  app.route({
    method: 'PATCH',
    url: '/:id',
    onRequest,
    schema: {
      tags,
      summary: 'Altera um fornecedor',
      security,
      headers: companyHeadersSchema,
      params: idParams,
      body: updateSupplierBody,
      response: { 200: supplierSchema, ...errorResponses(400, 401, 403, 404, 409) },
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
      summary: 'Exclui um fornecedor',
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

export default suppliers;
