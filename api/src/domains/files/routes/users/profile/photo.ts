import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userPhotoSchema } from 'shared/contracts';
import {
  IMAGE_UPLOAD_DESCRIPTION,
  readImageUpload,
  registerImageUpload,
} from '../../../http/image-upload';
import { errorResponses } from '../../../../../schemas/responses';

/** The token's user's own photo (`/v1/users/profile/photo`); nobody changes another's. */
const photo: FastifyPluginAsyncZod = async (app) => {
  await registerImageUpload(app);
  const common = { tags: ['usuários'], security: [{ bearerAuth: [] }] };

  app.route({
    method: 'PUT',
    url: '/photo',
    onRequest: [app.authenticate],
    schema: {
      ...common,
      summary: 'Envia a foto do usuário do token',
      description: IMAGE_UPLOAD_DESCRIPTION,
      response: { 200: userPhotoSchema, ...errorResponses(400, 401, 404, 406, 413) },
    },
    handler: async (request) =>
      app.services.images.setUserPhoto(request.auth.userId, await readImageUpload(request)),
  });

  app.route({
    method: 'DELETE',
    url: '/photo',
    onRequest: [app.authenticate],
    schema: {
      ...common,
      summary: 'Remove a foto do usuário do token',
      response: { 200: userPhotoSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) => app.services.images.removeUserPhoto(request.auth.userId),
  });
};

export default photo;
