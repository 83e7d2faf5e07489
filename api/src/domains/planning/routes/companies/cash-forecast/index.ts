import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashForecastRequestSchema, cashForecastSchema } from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

// Cenários de caixa (`/v1/companies/cash-forecast`), issue 24 item 4: every member reads it, as the
// cash flow beside it; POSTed because the scenarios travel in the body, and nothing is written.

const cashForecast: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'POST',
    url: '/',
    onRequest: [app.authenticate, app.authorizeCompany],
    config: { readOnly: true },
    schema: {
      tags: ['orçamento'],
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      body: cashForecastRequestSchema,
      summary: 'O caixa das próximas 13 semanas (ou 12 meses), a base e até 3 cenários',
      description:
        'Saldo atual das contas escolhidas (vazio: todas) mais o que está em aberto: recebimentos ' +
        'e pagamentos, parcelas e recorrências incluídas; o que venceu e não foi pago conta no ' +
        'primeiro período. Cada cenário move esses valores: recebimentos atrasados N dias, uma ' +
        'parte que nunca chega, categorias para cima ou para baixo, lançamentos avulsos e novas ' +
        'recorrências. Pagamentos recusados na aprovação não entram.',
      response: { 200: cashForecastSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      app.services.cashForecast.forecast(request.auth.companyId, request.body),
  });
};

export default cashForecast;
