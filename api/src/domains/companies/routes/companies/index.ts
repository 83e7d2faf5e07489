import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETUP_WRITER_ROLES,
  companyListSchema,
  companySchema,
  createCompanyBody,
  updateCompanyBody,
} from 'shared/contracts';
import { NOT_ALLOWED_TO_EDIT_MESSAGE } from '../../services/company-service';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../plugins/authentication';
import { errorResponses } from '../../../../schemas/responses';

/** Generous for a person, small for a script. */
export const CREATE_COMPANY_MAX_PER_HOUR = 20;

const companies: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/',
    // The user's own list: no company is selected by it, so no x-company-id check.
    onRequest: [app.authenticate],
    schema: {
      tags: ['empresas'],
      summary: 'Empresas de que o usuário é membro, com o papel em cada uma',
      security: [{ bearerAuth: [] }],
      response: { 200: companyListSchema, ...errorResponses(401) },
    },
    handler: async (request) => app.services.companies.listCompanies(request.auth.userId),
  });

  app.route({
    method: 'POST',
    url: '/',
    // Any signed-in user may open a company; none is selected by it, so no x-company-id check.
    onRequest: [app.authenticate],
    // Per user, so that one account cannot fill the database with companies.
    preHandler: app.keyedRateLimit({
      name: 'create-company',
      max: CREATE_COMPANY_MAX_PER_HOUR,
      timeWindow: '1 hour',
      key: (request) => request.auth.userId,
    }),
    schema: {
      tags: ['empresas'],
      summary: 'Cria outra empresa; quem cria é o proprietário',
      description:
        'Os mesmos campos e regras da empresa do cadastro. A empresa começa com o plano de contas ' +
        'padrão. O token não muda: troque para a nova empresa com /v1/auth/switch-company.',
      security: [{ bearerAuth: [] }],
      body: createCompanyBody,
      response: { 201: companySchema, ...errorResponses(400, 401, 429) },
    },
    handler: async (request, reply) => {
      const company = await app.services.companies.createCompany(request.auth.userId, request.body);
      return reply.code(201).send(company);
    },
  });

  app.route({
    method: 'GET',
    url: '/:id',
    onRequest: [app.authenticate, app.authorizeCompany],
    schema: {
      tags: ['empresas'],
      summary: 'Dados de uma empresa de que o usuário é membro',
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      params: z.object({ id: z.uuid() }),
      response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      app.services.companies.getCompany(request.auth.userId, request.params.id),
  });

  app.route({
    method: 'PATCH',
    url: '/:id',
    onRequest: [app.authenticate, app.authorizeCompany],
    config: { roles: SETUP_WRITER_ROLES, forbiddenMessage: NOT_ALLOWED_TO_EDIT_MESSAGE },
    schema: {
      tags: ['empresas'],
      summary: 'Altera dados da empresa (proprietário ou administrador)',
      description:
        'Os mesmos campos e regras do cadastro, todos opcionais; o endereço campo a campo. ' +
        '403 para financeiro ou visualizador; 404 para outra empresa que não a ativa (x-company-id).',
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      params: z.object({ id: z.uuid() }),
      body: updateCompanyBody,
      response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      app.services.companies.updateCompany(request.auth.companyId, request.params.id, request.body),
  });
};

export default companies;
