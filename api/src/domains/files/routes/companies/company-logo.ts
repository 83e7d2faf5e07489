import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SETUP_WRITER_ROLES, companySchema } from 'shared/contracts';
import { z } from 'zod';
import {
  IMAGE_UPLOAD_DESCRIPTION,
  readImageUpload,
  registerImageUpload,
} from '../../http/image-upload';
import { companyHeadersSchema } from '../../../../plugins/authentication';
import { errorResponses } from '../../../../schemas/responses';
import { NOT_ALLOWED_TO_EDIT_MESSAGE } from '../../../companies/public';

/** The active company's logo (`/v1/companies/:id/logo`): owners and admins change it. */
const companyLogo: FastifyPluginAsyncZod = async (app) => {
  await registerImageUpload(app);
  const common = {
    tags: ['empresas'],
    security: [{ bearerAuth: [] }],
    headers: companyHeadersSchema,
    params: z.object({ id: z.uuid() }),
  };
  const onRequest = [app.authenticate, app.authorizeCompany];
  const config = { roles: SETUP_WRITER_ROLES, forbiddenMessage: NOT_ALLOWED_TO_EDIT_MESSAGE };

  app.route({
    method: 'PUT',
    url: '/:id/logo',
    onRequest,
    config,
    schema: {
      ...common,
      summary: 'Envia o logo da empresa (proprietário ou administrador)',
      description: IMAGE_UPLOAD_DESCRIPTION,
      response: { 200: companySchema, ...errorResponses(400, 401, 403, 404, 406, 413) },
    },
    handler: async (request) =>
      app.services.images.setCompanyLogo(
        request.auth.companyId,
        request.params.id,
        await readImageUpload(request),
      ),
  });

  app.route({
    method: 'DELETE',
    url: '/:id/logo',
    onRequest,
    config,
    schema: {
      ...common,
      summary: 'Remove o logo da empresa (proprietário ou administrador)',
      response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      app.services.images.removeCompanyLogo(request.auth.companyId, request.params.id),
  });
};

export default companyLogo;
