import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../plugins/authentication';
import {
  bankAccountSchema,
  createBankAccountBody,
  listBankAccountsQuery,
  updateBankAccountBody,
} from '../../../../schemas/bank-accounts';
import { errorResponses } from '../../../../schemas/responses';
import { idParams } from '../../../../schemas/setup';

const tags = ['contas bancárias'];
const security = [{ bearerAuth: [] }];

/** Contas bancárias of the `x-company-id` company: any member reads and writes them. */
const bankAccounts: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const service = () => app.services.bankAccounts;

  app.route({
    method: 'GET',
    url: '/',
    onRequest,
    schema: {
      tags,
      summary: 'Contas bancárias e caixas da empresa, por nome',
      security,
      headers: companyHeadersSchema,
      querystring: listBankAccountsQuery,
      response: { 200: z.array(bankAccountSchema), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service().list(request.auth.companyId, request.query),
  });

  app.route({
    method: 'POST',
    url: '/',
    onRequest,
    schema: {
      tags,
      summary: 'Cria uma conta bancária',
      description: '409 se a empresa já tem uma conta com o mesmo nome.',
      security,
      headers: companyHeadersSchema,
      body: createBankAccountBody,
      response: { 201: bankAccountSchema, ...errorResponses(400, 401, 403, 409) },
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
      summary: 'Uma conta bancária',
      security,
      headers: companyHeadersSchema,
      params: idParams,
      response: { 200: bankAccountSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service().get(request.auth.companyId, request.params.id),
  });

  app.route({
    method: 'PATCH',
    url: '/:id',
    onRequest,
    schema: {
      tags,
      summary: 'Altera uma conta bancária',
      security,
      headers: companyHeadersSchema,
      params: idParams,
      body: updateBankAccountBody,
      response: { 200: bankAccountSchema, ...errorResponses(400, 401, 403, 404, 409) },
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
      summary: 'Exclui uma conta bancária',
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

export default bankAccounts;
