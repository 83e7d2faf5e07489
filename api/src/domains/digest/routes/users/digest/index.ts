import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { digestSettingsSchema, saveDigestSettingsBody } from 'shared/contracts';
import { errorResponses } from '../../../../../schemas/responses';

/**
 * 'Minha conta' → 'Resumo diário por e-mail' (`/v1/users/digest`): the person's own choice, per
 * company they belong to, whatever company the token has active. Every role may choose it.
 */
const digest: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['usuários'], security: [{ bearerAuth: [] }] };

  app.route({
    method: 'GET',
    url: '/',
    onRequest: [app.authenticate],
    schema: {
      ...common,
      summary: 'As empresas do usuário e se o resumo diário de cada uma vem por e-mail',
      response: { 200: digestSettingsSchema, ...errorResponses(401) },
    },
    handler: async (request) => app.services.digest.settings(request.auth.userId),
  });

  app.route({
    method: 'PUT',
    url: '/',
    onRequest: [app.authenticate],
    schema: {
      ...common,
      summary: 'Escolhe as empresas cujo resumo diário vem por e-mail (as outras param)',
      description:
        'Toda manhã (America/Sao_Paulo): o que vence hoje, o que está em atraso e o que foi ' +
        'recebido e pago ontem. 403 se alguma empresa da lista não é do usuário; nada muda.',
      body: saveDigestSettingsBody,
      response: { 200: digestSettingsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.services.digest.save(request.auth.userId, request.body),
  });
};

export default digest;
