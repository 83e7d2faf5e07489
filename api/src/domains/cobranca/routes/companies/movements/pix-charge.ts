import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MOVEMENT_WRITER_ROLES, idParams, pixChargeSchema } from 'shared/contracts';
import { z } from 'zod';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** A receivable's Pix charge (`/v1/companies/movements/:id/pix-charge`), issue 21. */
const pixCharge: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['cobrança'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
    params: idParams,
  };
  const service = () => app.services.pixCharges;

  app.route({
    method: 'GET',
    url: '/:id/pix-charge',
    onRequest,
    schema: {
      ...common,
      summary: 'A cobrança Pix ativa da conta a receber',
      response: { 200: pixChargeSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => service().current(request.auth.companyId, request.params.id),
  });

  app.route({
    method: 'POST',
    url: '/:id/pix-charge',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Cobra por Pix o valor em aberto da conta a receber',
      description:
        'Gera o código Pix (BR Code estático do Manual de Padrões para Iniciação do Pix) com a ' +
        'chave da conta padrão para cobrança, o valor em aberto e um txid da movimentação, e o link ' +
        'público para o pagador. Se já houver cobrança ativa com o mesmo valor e a mesma conta, ' +
        'responde 200 com ela; senão a substitui (201). 409 quando não é conta a receber, já está ' +
        'paga, a empresa não tem conta padrão com chave Pix ou não tem cidade.',
      response: {
        200: pixChargeSchema,
        201: pixChargeSchema,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request, reply) => {
      const { charge, created } = await service().charge(request.auth.companyId, request.params.id);
      return reply.code(created ? 201 : 200).send(charge);
    },
  });

  app.route({
    method: 'DELETE',
    url: '/:id/pix-charge',
    onRequest,
    config: { roles: MOVEMENT_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Cancela a cobrança Pix ativa; o link do pagador passa a dizer que foi cancelada',
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await service().cancel(request.auth.companyId, request.params.id);
      return reply.code(204).send(null);
    },
  });
};

export default pixCharge;
