import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETUP_WRITER_ROLES,
  approvalCountSchema,
  approvalDecisionBody,
  approvalDecisionResultSchema,
  approvalQueueQuery,
  approvalQueueSchema,
  approvalSettingsBody,
  approvalSettingsSchema,
} from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

// Approval of payments (`/v1/companies/approvals`), issue 22 item 4. The queue and the decisions
// belong to owners and admins, who approve; the setting is read by every member (the form tells
// a finance member that a payable will wait) and changed by owners and admins.
const APPROVERS_ONLY = 'Só proprietários e administradores aprovam pagamentos.';

const approvals: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const approvers = { roles: SETUP_WRITER_ROLES, forbiddenMessage: APPROVERS_ONLY };
  const common = {
    tags: ['aprovações'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };
  const service = () => app.services.approvals;

  app.route({
    method: 'GET',
    url: '/',
    onRequest,
    config: approvers,
    schema: {
      ...common,
      summary: 'Pagamentos aguardando aprovação, por vencimento (keyset), e quantos são',
      querystring: approvalQueueQuery,
      response: { 200: approvalQueueSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service().queue(request.auth.companyId, request.query),
  });

  app.route({
    method: 'GET',
    url: '/count',
    onRequest,
    config: approvers,
    schema: {
      ...common,
      summary: 'Quantos pagamentos aguardam aprovação (o número do menu lateral)',
      response: { 200: approvalCountSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => service().count(request.auth.companyId),
  });

  app.route({
    method: 'POST',
    url: '/decisions',
    onRequest,
    config: approvers,
    schema: {
      ...common,
      summary: 'Aprova ou rejeita de 1 a 1.000 pagamentos (todos ou nenhum)',
      description:
        'Com comentário (obrigatório ao rejeitar). 409 se algum não aguarda mais aprovação ' +
        '(decidido por outra pessoa, ou não encontrado): nada é alterado.',
      body: approvalDecisionBody,
      response: { 200: approvalDecisionResultSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) =>
      service().decide(request.auth.companyId, request.auth.userId, request.body),
  });

  app.route({
    method: 'GET',
    url: '/settings',
    onRequest,
    schema: {
      ...common,
      summary: '"Pagamentos precisam de aprovação acima de R$ X" (null: desligado)',
      response: { 200: approvalSettingsSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => service().settings(request.auth.companyId),
  });

  app.route({
    method: 'PUT',
    url: '/settings',
    onRequest,
    config: { roles: SETUP_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Liga (valor em centavos), muda ou desliga (null) a aprovação de pagamentos',
      description: 'Vale para o que for criado ou alterado daqui em diante.',
      body: approvalSettingsBody,
      response: { 200: approvalSettingsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service().saveSettings(request.auth.companyId, request.body),
  });
};

export default approvals;
