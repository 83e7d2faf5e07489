import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUDGET_MESSAGES,
  MOVEMENT_WRITER_ROLES,
  budgetActualsQuery,
  budgetActualsSchema,
  budgetBody,
  budgetHistorySchema,
  budgetSchema,
  budgetYearParams,
} from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

// Orçamento (`/v1/companies/budgets/:year`), issue 24 item 1. Every member reads it (it sits beside
// the DRE); those who write movements plan them too.

const budgets: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['orçamento'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
    params: budgetYearParams,
  };
  const service = () => app.services.budgets;

  app.route({
    method: 'GET',
    url: '/:year',
    onRequest,
    schema: {
      ...common,
      summary: 'O orçamento do ano: por categoria (e centro de custo), por mês, em centavos',
      response: { 200: budgetSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service().get(request.auth.companyId, request.params.year),
  });

  app.route({
    method: 'PUT',
    url: '/:year',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES, forbiddenMessage: BUDGET_MESSAGES.writersOnly },
    schema: {
      ...common,
      summary: 'Salva a grade inteira do ano como uma nova versão',
      description:
        'Só as células alteradas entram no histórico; sem alteração, nada é gravado. 409 se ' +
        'outra pessoa salvou depois da versão carregada (`base_version`).',
      body: budgetBody,
      response: { 200: budgetSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) =>
      service().save(
        request.auth.companyId,
        request.auth.userId,
        request.params.year,
        request.body,
      ),
  });

  app.route({
    method: 'GET',
    url: '/:year/history',
    onRequest,
    schema: {
      ...common,
      summary: 'Quem alterou o orçamento do ano, quando e quais células (últimas 50 versões)',
      response: { 200: budgetHistorySchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service().history(request.auth.companyId, request.params.year),
  });

  app.route({
    method: 'GET',
    url: '/:year/actuals',
    onRequest,
    schema: {
      ...common,
      summary: 'O realizado do ano por categoria e mês, com um ajuste em %: a base de um orçamento',
      description:
        'Pela competência, como a DRE; receitas e despesas como valores positivos. Nada é ' +
        'gravado: a grade usa a resposta como ponto de partida ("Copiar do realizado").',
      querystring: budgetActualsQuery,
      response: { 200: budgetActualsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      service().actuals(request.auth.companyId, request.params.year, request.query),
  });
};

export default budgets;
