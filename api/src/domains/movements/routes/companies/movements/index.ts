import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOVEMENT_WRITER_ROLES,
  createMovementBody,
  createPaymentBody,
  idParams,
  listMovementsQuery,
  movementPageSchema,
  movementSchema,
  movementTotalsQuery,
  movementTotalsSchema,
  paymentParams,
  paymentSchema,
  seriesScopeQuery,
  updateMovementBody,
} from 'shared/contracts';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** Contas a pagar e a receber of the `x-company-id` company, and their payments. */
const movements: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const writers = { roles: MOVEMENT_WRITER_ROLES };
  const common = {
    tags: ['movimentações'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };
  const service = () => app.services.movements;

  app.route({
    method: 'GET',
    url: '/',
    onRequest,
    schema: {
      ...common,
      summary: 'Movimentações, em páginas (keyset), com os campos do Filtro',
      description:
        'Ordenadas por vencimento (padrão) ou valor, crescente ou decrescente; o período vale ' +
        'para o vencimento, a competência ou o pagamento (as que têm pagamento no período). ' +
        'Listas aceitam parâmetros repetidos ou separados por vírgula. Categoria inclui as ' +
        'subcategorias.',
      querystring: listMovementsQuery,
      response: { 200: movementPageSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service().list(request.auth.companyId, request.query),
  });

  app.route({
    method: 'GET',
    url: '/totals',
    onRequest,
    schema: {
      ...common,
      summary: 'Totais de todas as movimentações do Filtro (não só de uma página)',
      description:
        'Os mesmos parâmetros da lista. Por tipo (income: a receber e recebido; expense: a ' +
        'pagar e pago) e somados (overall): valor, pago, em aberto (valor − pago) e vencido ' +
        '(em aberto com vencimento antes de hoje), com as quantidades.',
      querystring: movementTotalsQuery,
      response: { 200: movementTotalsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      app.services.movementTotals.totals(request.auth.companyId, request.query),
  });

  app.route({
    method: 'POST',
    url: '/',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Cria uma movimentação, parcelada ou repetida',
      description:
        'Responde a lista criada: uma movimentação, ou as N parcelas mensais ("2/10") cujo ' +
        'total é amount_cents, ou as repetições (mensal, semanal ou anual; N vezes ou até uma ' +
        'data). Com payment, a primeira já nasce paga, na mesma transação. 400 se categoria, ' +
        'centro de custo, fornecedor ou conta não são da empresa, ou se a categoria é de outro tipo. ' +
        'Uma despesa do financeiro acima do limite de aprovação nasce aguardando aprovação (e com ' +
        'payment, 409: não pode nascer paga).',
      body: createMovementBody,
      response: { 201: z.array(movementSchema), ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await service().create(request.auth.companyId, request.body, request.auth)),
  });

  app.route({
    method: 'GET',
    url: '/:id',
    onRequest,
    schema: {
      ...common,
      summary: 'Uma movimentação, com o status de hoje',
      params: idParams,
      response: { 200: movementSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service().get(request.auth.companyId, request.params.id),
  });

  app.route({
    method: 'PATCH',
    url: '/:id',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Altera uma movimentação, ou também as próximas (ou todas) da sua série',
      description:
        'scope=one (padrão) altera só ela; following, ela e as de número maior do mesmo grupo; ' +
        'all, o grupo inteiro, numa transação. Numa série, as datas se deslocam pelos mesmos ' +
        'dias da escolhida; o valor muda só em repetições (400 em parcelas) e nunca abaixo do ' +
        'já pago (400 nomeando as parcelas); o tipo não muda (400). Uma despesa aguardando ' +
        'aprovação não muda de valor (409); do financeiro, mudar valor, vencimento ou conta de ' +
        'uma despesa acima do limite pede aprovação de novo.',
      params: idParams,
      querystring: seriesScopeQuery,
      body: updateMovementBody,
      response: { 200: movementSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      service().update(
        request.auth.companyId,
        request.params.id,
        request.body,
        request.auth,
        request.query.scope,
      ),
  });

  app.route({
    method: 'DELETE',
    url: '/:id',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Exclui uma movimentação sem pagamentos (409 se tem algum: estorne antes)',
      description:
        'Com scope=following ou all, também as próximas (ou todas) da série, numa transação: ' +
        'nenhuma se alguma tem pagamentos (409 nomeando-as).',
      params: idParams,
      querystring: seriesScopeQuery,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      await service().remove(request.auth.companyId, request.params.id, request.query.scope);
      return reply.code(204).send(null);
    },
  });

  app.route({
    method: 'GET',
    url: '/:id/payments',
    onRequest,
    schema: {
      ...common,
      summary: 'Pagamentos de uma movimentação, por data',
      params: idParams,
      response: { 200: z.array(paymentSchema), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service().payments(request.auth.companyId, request.params.id),
  });

  app.route({
    method: 'POST',
    url: '/:id/payments',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Registra um pagamento (total ou parcial)',
      description:
        'Nunca acima do saldo em aberto, mesmo com pedidos simultâneos (400). A data não pode ' +
        'ser futura. Responde o pagamento e a movimentação atualizada. 409 se a despesa aguarda ' +
        'aprovação ou foi rejeitada.',
      params: idParams,
      body: createPaymentBody,
      response: {
        201: z.object({ payment: paymentSchema, movement: movementSchema }),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await service().pay(request.auth.companyId, request.params.id, request.body)),
  });

  app.route({
    method: 'DELETE',
    url: '/:id/payments/:paymentId',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Estorna um pagamento; responde a movimentação atualizada',
      params: paymentParams,
      response: { 200: movementSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service().removePayment(request.auth.companyId, request.params.id, request.params.paymentId),
  });
};

export default movements;
