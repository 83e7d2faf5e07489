import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETUP_WRITER_ROLES, reminderSettingsBody, reminderSettingsSchema } from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

/** The company's régua de cobrança (`/v1/companies/reminder-settings`), issue 21 item 5. */
const reminderSettings: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.authenticate, app.authorizeCompany];
  const common = {
    tags: ['cobrança'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
  };

  app.route({
    method: 'GET',
    url: '/',
    onRequest,
    schema: {
      ...common,
      summary: 'A régua de cobrança da empresa',
      description:
        'Desligada e com os lembretes padrão (3 dias antes, no dia, 3, 7 e 15 dias após o ' +
        'vencimento) até alguém salvar a sua.',
      response: { 200: reminderSettingsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.services.reminders.settings(request.auth.companyId),
  });

  app.route({
    method: 'PUT',
    url: '/',
    onRequest,
    config: { roles: SETUP_WRITER_ROLES },
    schema: {
      ...common,
      summary: 'Liga, desliga ou muda a régua de cobrança (proprietário e administrador)',
      description:
        'Substitui os lembretes pelos enviados. Cada um: dias em relação ao vencimento (-30 a 90), ' +
        'assunto e mensagem com os campos {cliente}, {empresa}, {descricao}, {valor}, ' +
        '{vencimento}, {dias}, {link} e {pix_copia_e_cola}.',
      body: reminderSettingsBody,
      response: { 200: reminderSettingsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.services.reminders.save(request.auth.companyId, request.body),
  });
};

export default reminderSettings;
