import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MOVEMENT_WRITER_ROLES,
  importRuleBody,
  importRuleListSchema,
  importRuleParams,
  importRuleSchema,
  importRuleTrialSchema,
  reorderImportRulesBody,
} from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

// Regras de extrato (`/v1/companies/import-rules`), issue 23 item 2. Whoever imports statements
// (owners, admins, finance) writes the rules that decide them; every member reads them.
const importRules: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const writers = { roles: MOVEMENT_WRITER_ROLES };
  const common = {
    tags: ['regras de extrato'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };
  const service = () => app.services.importRules;

  app.route({
    method: 'GET',
    url: '/',
    onRequest,
    schema: {
      ...common,
      summary: 'As regras da empresa, na ordem em que valem (a primeira que casa)',
      description: 'Cada uma com quantas movimentações dos últimos 12 meses ela pegaria.',
      response: { 200: importRuleListSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => service().list(request.auth.companyId),
  });

  app.route({
    method: 'POST',
    url: '/',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Cria uma regra, no fim da lista',
      description: '409 se a empresa já tem o número máximo de regras.',
      body: importRuleBody,
      response: { 201: importRuleSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service().create(request.auth.companyId, request.body)),
  });

  app.route({
    method: 'POST',
    url: '/trial',
    onRequest,
    schema: {
      ...common,
      summary: 'Quantas movimentações dos últimos 12 meses uma regra ainda não salva pegaria',
      body: importRuleBody,
      response: { 200: importRuleTrialSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => service().trial(request.auth.companyId, request.body),
  });

  app.route({
    method: 'PUT',
    url: '/order',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Reordena as regras (todas, na nova ordem)',
      description: '409 se a lista mudou (uma regra criada ou excluída em outra aba): nada muda.',
      body: reorderImportRulesBody,
      response: { 200: importRuleListSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request) => service().reorder(request.auth.companyId, request.body.ids),
  });

  app.route({
    method: 'PUT',
    url: '/:ruleId',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Altera uma regra',
      params: importRuleParams,
      body: importRuleBody,
      response: { 200: importRuleSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      service().update(request.auth.companyId, request.params.ruleId, request.body),
  });

  app.route({
    method: 'DELETE',
    url: '/:ruleId',
    onRequest,
    config: writers,
    schema: {
      ...common,
      summary: 'Exclui uma regra',
      params: importRuleParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service().remove(request.auth.companyId, request.params.ruleId);
      return reply.code(204).send(null);
    },
  });
};

export default importRules;
