import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pixWebhookAnswerSchema } from 'shared/contracts';
import { z } from 'zod';
import { errorResponses } from '../../../../../schemas/responses';
import { pixWebhookBodySchema } from '../../../psp/api-pix-types';

/**
 * The PSP's webhook (`POST /v1/public/pix-webhooks/:secretPath/pix`; API Pix appends `/pix` to
 * the URL it was given). No sign-in: the account's secret path, compared in constant time, is
 * what lets a notification in here. In production the PSP also authenticates itself with mTLS,
 * which the TLS terminator in front of the API checks (deploy/); and each Pix is read back from
 * the PSP before anything is settled (services/pix-settlement-service.ts).
 */
const pixWebhooks: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'POST',
    url: '/:secretPath/pix',
    schema: {
      tags: ['cobrança'],
      summary: 'Webhook do PSP (API Pix): Pix recebidos e devoluções de uma conta bancária',
      description:
        'Corpo do padrão do BACEN: { "pix": [ { endToEndId, txid, valor, horario, … } ] }. Cada ' +
        'Pix notificado é registrado e a resposta, 200 com "received" para cada um, vem logo em ' +
        'seguida; a baixa vem depois: cada Pix é confirmado no PSP (GET /pix/{e2eid}) e baixado ' +
        'uma vez (o endToEndId é único por empresa).',
      params: z.object({ secretPath: z.string().min(1).max(200) }),
      body: pixWebhookBodySchema,
      response: { 200: pixWebhookAnswerSchema, ...errorResponses(400, 404, 503) },
    },
    handler: async (request) =>
      app.services.pixSettlement.receive(request.params.secretPath, request.body),
  });
};

export default pixWebhooks;
