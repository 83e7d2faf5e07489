import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SETUP_WRITER_ROLES,
  idParams,
  pspSettingsSchema,
  putPspSettingsBody,
} from 'shared/contracts';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** A bank account's PSP (`/v1/companies/bank-accounts/:id/psp`), issue 21 item 4. */
const psp: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  // Reading too is for owners and admins: the answer holds the webhook's secret URL.
  const config = { roles: SETUP_WRITER_ROLES };
  const common = {
    tags: ['cobrança'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
    params: idParams,
  };
  const service = () => app.services.pspSettings;

  app.route({
    method: 'GET',
    url: '/:id/psp',
    onRequest,
    config,
    schema: {
      ...common,
      summary: 'O PSP da conta bancária (API Pix): sem os segredos, só quais estão guardados',
      response: { 200: pspSettingsSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service().get(request.auth.companyId, request.params.id),
  });

  app.route({
    method: 'PUT',
    url: '/:id/psp',
    onRequest,
    config,
    schema: {
      ...common,
      summary: 'Liga a conta bancária ao seu PSP (API Pix do BACEN) para cobrar e baixar por Pix',
      description:
        'Guarda cifrados o client_secret, o certificado e a chave (mTLS); omitidos, mantém os ' +
        'guardados. Registra no PSP o webhook da conta (PUT /webhook/{chave}) quando ela tem chave ' +
        'Pix; a resposta traz a URL do webhook, para registrar à mão se o PSP não aceitou.',
      body: putPspSettingsBody,
      response: {
        200: pspSettingsSchema,
        201: pspSettingsSchema,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { settings, created } = await service().put(
        request.auth.companyId,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(settings);
    },
  });

  app.route({
    method: 'DELETE',
    url: '/:id/psp',
    onRequest,
    config,
    schema: {
      ...common,
      summary: 'Desliga a conta do PSP e apaga as credenciais guardadas',
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service().remove(request.auth.companyId, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default psp;
