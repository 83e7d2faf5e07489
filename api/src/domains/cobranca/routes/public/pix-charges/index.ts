import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pixChargeTokenParams, publicPixChargeSchema } from 'shared/contracts';
import { z } from 'zod';
import { errorResponses } from '../../../../../schemas/responses';

/** The payer's page data (`/v1/public/pix-charges/:token`): no sign-in, one charge per token. */
const publicPixCharges: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/:token',
    schema: {
      tags: ['cobrança'],
      summary: 'A cobrança Pix de um link público, para quem vai pagar',
      description:
        'Sem login: o código do link (não adivinhável) é a autorização. Mostra só esta cobrança: ' +
        'empresa, descrição, valor, vencimento e, enquanto aguarda pagamento, o código Pix.',
      params: pixChargeTokenParams,
      response: { 200: publicPixChargeSchema, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      // The status changes when it is paid or cancelled: never from a cache.
      void reply.header('cache-control', 'no-store');
      return app.services.pixCharges.publicPage(request.params.token);
    },
  });

  app.route({
    method: 'POST',
    url: '/:token/opt-out',
    schema: {
      tags: ['cobrança'],
      summary: 'O cliente desta cobrança deixa de receber lembretes da empresa',
      description:
        'Sem login, pelo link do e-mail de lembrete. Repetir não muda nada. Vale para todos os ' +
        'lembretes da empresa a este cliente, não só desta cobrança.',
      params: pixChargeTokenParams,
      response: { 204: z.null(), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      await app.services.reminders.optOut(request.params.token);
      return reply.code(204).send(null);
    },
  });
};

export default publicPixCharges;
