import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../plugins/authentication';
import {
  costCenterSchema,
  createCostCenterBody,
  listCostCentersQuery,
  updateCostCenterBody,
} from '../../../../schemas/cost-centers';
import { errorResponses } from '../../../../schemas/responses';
import { idParams } from '../../../../schemas/setup';

const tags = ['centros de custo'];
const security = [{ bearerAuth: [] }];

/** Centros de custo of the `x-company-id` company: any member reads and writes them. */
const costCenters: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const service = () => app.services.costCenters;

  app.route({
    method: 'GET',
    url: '/',
    onRequest,
    schema: {
      tags,
      summary: 'Centros de custo da empresa, por nome',
      security,
      headers: companyHeadersSchema,
      querystring: listCostCentersQuery,
      response: { 200: z.array(costCenterSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service().list(request.auth.companyId, request.query),
  });

  app.route({
    method: 'POST',
    url: '/',
    onRequest,
    schema: {
      tags,
      summary: 'Cria um centro de custo',
      description: '409 se a empresa já tem um centro de custo com o mesmo nome.',
      security,
      headers: companyHeadersSchema,
      body: createCostCenterBody,
      response: { 201: costCenterSchema, ...errorResponses(400, 401, 403, 409) },
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
      summary: 'Um centro de custo',
      security,
      headers: companyHeadersSchema,
      params: idParams,
      response: { 200: costCenterSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service().get(request.auth.companyId, request.params.id),
  });

  app.route({
    method: 'PATCH',
    url: '/:id',
    onRequest,
    schema: {
      tags,
      summary: 'Altera um centro de custo',
      security,
      headers: companyHeadersSchema,
      params: idParams,
      body: updateCostCenterBody,
      response: { 200: costCenterSchema, ...errorResponses(400, 401, 403, 404, 409) },
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
      summary: 'Exclui um centro de custo',
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

export default costCenters;
