import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUDGET_MESSAGES,
  MOVEMENT_WRITER_ROLES,
  budgetActualsQuery,
  budgetActualsSchema,
  budgetBody,
  budgetComparisonExportSchema,
  budgetComparisonSchema,
  budgetHistorySchema,
  budgetSchema,
  budgetYearParams,
  dreRequestSchema,
} from 'shared/contracts';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { sendFile } from '../../../../../http/send-file';
import { errorResponses } from '../../../../../schemas/responses';

// Orçamento (`/v1/companies/budgets/:year`), issue 24 item 1, and the DRE's realizado vs orçado
// (`/v1/companies/budgets/comparison`), item 2. Every member reads them (they sit beside the DRE);
// those who write movements plan them too.

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

  // Realizado vs orçado: a report, POSTed with the DRE's Filter as the DRE is; nothing is written.
  const { params: _yearOnly, ...withoutYear } = common;
  const report = { ...withoutYear, tags: ['orçamento', 'dashboards'] };

  app.route({
    method: 'POST',
    url: '/comparison',
    onRequest,
    config: { readOnly: true },
    schema: {
      ...report,
      body: dreRequestSchema,
      summary: 'Realizado vs orçado: as linhas da DRE do período com o orçamento ao lado',
      description:
        'O realizado é o de POST /dashboards/dre com o mesmo corpo; o orçado soma, de cada mês ' +
        'que o período toca, o orçamento do ano desse mês. Centro de custo, categoria e tipo ' +
        'filtram o orçado também; busca, fornecedor/cliente, conta e situação, não ' +
        '(`budget_ignores` os nomeia). Valores com o sinal da DRE: despesas negativas.',
      response: { 200: budgetComparisonSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      app.services.budgetComparison.compare(request.auth.companyId, request.body),
  });

  app.route({
    method: 'POST',
    url: '/comparison/export',
    onRequest,
    config: { readOnly: true },
    schema: {
      ...report,
      body: budgetComparisonExportSchema,
      summary: 'Realizado vs orçado em XLSX ou PDF, com o nome da empresa e o período',
      description: 'Os mesmos números de POST /comparison, com a variação em R$ e em %.',
      response: {
        200: z.unknown().describe('O arquivo (xlsx ou pdf)'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { auth } = request;
      const file = await app.services.budgetComparison.export(
        auth.userId,
        auth.companyId,
        request.body,
      );
      return sendFile(reply, file);
    },
  });
};

export default budgets;
