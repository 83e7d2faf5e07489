import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETUP_WRITER_ROLES, auditPageSchema, auditQuerySchema } from 'shared/contracts';
import { companyHeadersSchema } from '../../../../../plugins/authentication';
import { errorResponses } from '../../../../../schemas/responses';

export const AUDIT_FORBIDDEN_MESSAGE =
  'Apenas proprietários e administradores consultam o histórico de alterações.';

/** The audit trail of the `x-company-id` company (issue 12): who changed what, and when. */
const auditLog: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/',
    onRequest: [app.authenticate, app.authorizeCompany],
    config: { roles: SETUP_WRITER_ROLES, forbiddenMessage: AUDIT_FORBIDDEN_MESSAGE },
    schema: {
      tags: ['auditoria'],
      summary: 'Histórico de alterações da empresa (proprietário ou administrador)',
      description:
        'Cada escrita nos dados da empresa, registrada na mesma transação: quem, quando, a tabela, ' +
        'o registro e seus valores antes e depois. Do mais recente ao mais antigo, por páginas.',
      security: [{ bearerAuth: [] }],
      headers: companyHeadersSchema,
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => app.services.audit.list(request.auth.companyId, request.query),
  });
};

export default auditLog;
