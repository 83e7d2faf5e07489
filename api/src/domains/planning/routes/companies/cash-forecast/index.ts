import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CASH_SCENARIO_MESSAGES,
  MAX_SAVED_SCENARIOS,
  MOVEMENT_WRITER_ROLES,
  cashForecastExportSchema,
  cashForecastRequestSchema,
  cashForecastSchema,
  cashScenarioBody,
  cashScenarioParams,
  cashScenarioSchema,
  noContent,
} from 'shared/contracts';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { sendFile } from '../../../../../http/send-file';
import { errorResponses } from '../../../../../schemas/responses';

// Cenários de caixa (`/v1/companies/cash-forecast`), issue 24 item 4: every member reads the
// forecast, as the cash flow beside it (POSTed because the scenarios travel in the body; nothing is
// written), and the company's saved scenarios; those who write movements keep the scenarios.

const cashForecast: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['orçamento'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };
  const writers = {
    roles: MOVEMENT_WRITER_ROLES,
    forbiddenMessage: CASH_SCENARIO_MESSAGES.writersOnly,
  };
  const scenarios = () => app.services.cashScenarios;

  app.route({
    method: 'POST',
    url: '/',
    onRequest,
    config: { readOnly: true },
    schema: {
      ...common,
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

  app.route({
    method: 'POST',
    url: '/export',
    onRequest,
    config: { readOnly: true },
    schema: {
      ...common,
      body: cashForecastExportSchema,
      summary: 'A projeção e os cenários em XLSX ou PDF: por período, entradas, saídas e saldos',
      response: {
        200: z.unknown().describe('O arquivo (xlsx ou pdf)'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { auth } = request;
      const file = await app.services.cashForecast.export(
        auth.userId,
        auth.companyId,
        request.body,
      );
      return sendFile(reply, file);
    },
  });

  app.route({
    method: 'GET',
    url: '/scenarios',
    onRequest,
    schema: {
      ...common,
      summary: 'Os cenários salvos da empresa, por nome',
      response: { 200: z.array(cashScenarioSchema), ...errorResponses(401, 403) },
    },
    handler: async (request) => scenarios().list(request.auth.companyId),
  });

  app.route({
    method: 'POST',
    url: '/scenarios',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Salva um cenário: um nome e as alavancas',
      description: `409 se a empresa já tem um cenário com o nome, ou já tem ${MAX_SAVED_SCENARIOS}.`,
      body: cashScenarioBody,
      response: { 201: cashScenarioSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await scenarios().create(request.auth.companyId, request.auth.userId, request.body)),
  });

  app.route({
    method: 'PUT',
    url: '/scenarios/:id',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Altera o nome e as alavancas de um cenário',
      params: cashScenarioParams,
      body: cashScenarioBody,
      response: { 200: cashScenarioSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      scenarios().update(
        request.auth.companyId,
        request.params.id,
        request.auth.userId,
        request.body,
      ),
  });

  app.route({
    method: 'DELETE',
    url: '/scenarios/:id',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Exclui um cenário',
      params: cashScenarioParams,
      response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await scenarios().remove(request.auth.companyId, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default cashForecast;
