import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashFlowSchema,
  dreRequestSchema,
  dreSchema,
  filterSchema,
  insightsSchema,
} from 'shared/contracts';
import { companyHeadersSchema } from '../../../../plugins/authentication';
import { errorResponses } from '../../../../schemas/responses';

const PERIOD_RULES =
  'O período (start_date a end_date, no máximo 3660 dias) vale para a data escolhida em ' +
  'date_type: vencimento (padrão), competência ou pagamento — neste caso contam os pagamentos ' +
  'do período, pelo valor pago e pela conta em que ocorreram. Os demais campos do Filtro ' +
  'restringem as movimentações; categoria inclui as subcategorias.';

/** The reports of the `x-company-id` company (SPEC.md §7's two and the DRE), aggregated in SQL. */
const dashboards: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['dashboards'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
    body: filterSchema,
  };

  app.route({
    method: 'POST',
    url: '/insights',
    onRequest,
    schema: {
      ...common,
      summary: 'Insights: totais, saldo por status, por categoria, por conta e ao longo do tempo',
      description: PERIOD_RULES,
      response: { 200: insightsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      app.services.dashboards.insights(request.auth.companyId, request.body),
  });

  app.route({
    method: 'POST',
    url: '/cash-flow',
    onRequest,
    schema: {
      ...common,
      summary: 'Fluxo de caixa: a árvore do plano de contas com o total de cada nó',
      description: `${PERIOD_RULES} Cada nó soma as suas movimentações e as das subcategorias.`,
      response: { 200: cashFlowSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      app.services.dashboards.cashFlow(request.auth.companyId, request.body),
  });

  app.route({
    method: 'POST',
    url: '/dre',
    onRequest,
    schema: {
      ...common,
      body: dreRequestSchema,
      summary: 'DRE gerencial: o resultado mês a mês, por grupo da DRE e por categoria',
      description:
        'regime competencia: as movimentações pela data de competência, pelo valor; regime caixa: ' +
        'os pagamentos pela data de pagamento, pelo valor pago. Período de no máximo 5 anos; os ' +
        'demais campos do Filtro restringem as movimentações. Receitas somam, despesas subtraem.',
      response: { 200: dreSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.services.dashboards.dre(request.auth.companyId, request.body),
  });
};

export default dashboards;
