import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashFlowExportRequestSchema,
  cashFlowSchema,
  dreExportRequestSchema,
  dreRequestSchema,
  dreSchema,
  filterSchema,
  insightsSchema,
  salesPanelExportRequestSchema,
  salesPanelRequestSchema,
  salesPanelSchema,
} from 'shared/contracts';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { sendFile } from '../../../../../http/send-file';
import { errorResponses } from '../../../../../schemas/responses';

const PERIOD_RULES =
  'O período (start_date a end_date, no máximo 3660 dias) vale para a data escolhida em ' +
  'date_type: vencimento (padrão), competência ou pagamento — neste caso contam os pagamentos ' +
  'do período, pelo valor pago e pela conta em que ocorreram. Os demais campos do Filtro ' +
  'restringem as movimentações; categoria inclui as subcategorias.';

/** The reports of the `x-company-id` company (SPEC.md §7's two and the DRE), aggregated in SQL. */
const dashboards: FastifyPluginAsyncZod = async (app) => {
  // Every report POSTs its Filter and changes nothing: none of them is a write.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, readOnly: true };
  });
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
    url: '/cash-flow/export',
    onRequest,
    schema: {
      ...common,
      body: cashFlowExportRequestSchema,
      summary: 'O fluxo de caixa em XLSX ou PDF, com o nome da empresa e o período no cabeçalho',
      description: `${PERIOD_RULES} Os mesmos números de POST /cash-flow, uma linha por categoria.`,
      response: {
        200: z.unknown().describe('O arquivo (xlsx ou pdf)'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { auth } = request;
      const file = await app.services.reportExport.cashFlow(
        auth.userId,
        auth.companyId,
        request.body,
      );
      return sendFile(reply, file);
    },
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

  app.route({
    method: 'POST',
    url: '/dre/export',
    onRequest,
    schema: {
      ...common,
      body: dreExportRequestSchema,
      summary: 'A DRE em XLSX ou PDF, com o nome da empresa e o período no cabeçalho',
      description:
        'Os mesmos números de POST /dre. XLSX com valores numéricos em reais; PDF em A4 ' +
        'paisagem, 6 meses por bloco, valores como 1.234,56 e datas dd/mm/aaaa.',
      response: {
        200: z.unknown().describe('O arquivo (xlsx ou pdf)'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { auth } = request;
      const file = await app.services.dreExport.export(auth.userId, auth.companyId, request.body);
      return sendFile(reply, file);
    },
  });

  app.route({
    method: 'POST',
    url: '/sales-panel',
    onRequest,
    schema: {
      ...common,
      body: salesPanelRequestSchema,
      summary:
        'Painel de vendas: faturamento, recebido, a receber, inadimplência, aging e previsão',
      description:
        'Faturamento: as receitas com competência no período (o total de receitas dos insights ' +
        'por competência); recebido: os pagamentos de receitas no período, pelo principal; os 12 ' +
        'meses terminam no fim do período; aging e previsão contam a partir de hoje (America/' +
        'Sao_Paulo). Período de no máximo 5 anos; os demais campos do Filtro restringem as receitas.',
      response: { 200: salesPanelSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.services.salesPanel.panel(request.auth.companyId, request.body),
  });

  app.route({
    method: 'POST',
    url: '/sales-panel/export',
    onRequest,
    schema: {
      ...common,
      body: salesPanelExportRequestSchema,
      summary: 'As tabelas do painel de vendas em XLSX ou PDF, com a empresa e o período',
      description:
        'Os mesmos números de POST /sales-panel: resumo, meses, aging, clientes, previsão e ' +
        'categorias. XLSX com uma planilha por tabela e valores numéricos em reais; PDF em A4.',
      response: {
        200: z.unknown().describe('O arquivo (xlsx ou pdf)'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { auth } = request;
      const file = await app.services.reportExport.salesPanel(
        auth.userId,
        auth.companyId,
        request.body,
      );
      return sendFile(reply, file);
    },
  });
};

export default dashboards;
