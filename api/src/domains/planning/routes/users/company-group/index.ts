import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyGroupSchema,
  groupCashFlowSchema,
  groupDreRequestSchema,
  groupDreSchema,
  groupFilterSchema,
  groupInsightsSchema,
  groupSalesPanelRequestSchema,
  groupSalesPanelSchema,
  saveCompanyGroupBody,
} from 'shared/contracts';
import { errorResponses } from '../../../../../schemas/responses';

/**
 * Grupo econômico (`/v1/users/company-group`), issue 24 item 3: the person's own choice among the
 * companies they belong to, whatever company the token has active, and the group's consolidated
 * reports. Every role reads: a member of a company sees its figures alone, and no more here.
 */
const companyGroup: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['orçamento'], security: [{ bearerAuth: [] }] };
  const service = () => app.services.companyGroup;

  app.route({
    method: 'GET',
    url: '/',
    onRequest: [app.authenticate],
    schema: {
      ...common,
      summary: 'As empresas do usuário e quais formam o seu grupo',
      response: { 200: companyGroupSchema, ...errorResponses(401) },
    },
    handler: async (request) => service().get(request.auth.userId),
  });

  app.route({
    method: 'PUT',
    url: '/',
    onRequest: [app.authenticate],
    schema: {
      ...common,
      summary: 'Escolhe as empresas do grupo (pelo menos duas; nenhuma desfaz o grupo)',
      description: '403 se alguma empresa da lista não é do usuário; nada muda.',
      body: saveCompanyGroupBody,
      response: { 200: companyGroupSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service().save(request.auth.userId, request.body),
  });

  app.route({
    method: 'POST',
    url: '/dre',
    onRequest: [app.authenticate],
    config: { readOnly: true },
    schema: {
      ...common,
      summary: 'A DRE consolidada do grupo, com uma coluna por empresa',
      description:
        'A soma das DREs das empresas do grupo, cada uma sem o que comprou ou vendeu às outras ' +
        '(a contraparte tem o CNPJ de outra empresa do grupo): isso aparece à parte, em ' +
        '`eliminations` ("Operações entre empresas do grupo"). Categorias se juntam por código e ' +
        'nome; as que outra empresa usa com outro código ou nome ficam separadas e listadas em ' +
        '`unmatched`. Categoria, centro de custo, contato e conta não filtram aqui (são de cada ' +
        'empresa). 400 sem grupo de pelo menos duas empresas.',
      body: groupDreRequestSchema,
      response: { 200: groupDreSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => service().dre(request.auth.userId, request.body),
  });

  const SAME_RULES =
    'Como na DRE consolidada: a soma das empresas do grupo, cada uma sem o que comprou ou vendeu ' +
    'às outras, que aparece à parte em `eliminations`; categorias juntas por código e nome, as ' +
    'que não casam listadas em `unmatched`; categoria, centro de custo, contato e conta não ' +
    'filtram. 400 sem grupo de pelo menos duas empresas.';

  app.route({
    method: 'POST',
    url: '/insights',
    onRequest: [app.authenticate],
    config: { readOnly: true },
    schema: {
      ...common,
      summary: 'Os insights do grupo, com os totais de cada empresa',
      description: `${SAME_RULES} As contas bancárias aparecem com o nome da empresa.`,
      body: groupFilterSchema,
      response: { 200: groupInsightsSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => service().insights(request.auth.userId, request.body),
  });

  app.route({
    method: 'POST',
    url: '/cash-flow',
    onRequest: [app.authenticate],
    config: { readOnly: true },
    schema: {
      ...common,
      summary: 'O fluxo de caixa do grupo: o plano de contas com o total de cada empresa',
      description: SAME_RULES,
      body: groupFilterSchema,
      response: { 200: groupCashFlowSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => service().cashFlow(request.auth.userId, request.body),
  });

  app.route({
    method: 'POST',
    url: '/sales-panel',
    onRequest: [app.authenticate],
    config: { readOnly: true },
    schema: {
      ...common,
      summary: 'O painel de vendas do grupo, com o faturamento de cada empresa',
      description: `${SAME_RULES} Cada cliente aparece com o nome da sua empresa.`,
      body: groupSalesPanelRequestSchema,
      response: { 200: groupSalesPanelSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => service().salesPanel(request.auth.userId, request.body),
  });
};

export default companyGroup;
