import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { imageParams } from 'shared/contracts';
import { z } from 'zod';
import { errorResponses } from '../../../../schemas/responses';

/**
 * Logos and photos, by the hash of their bytes. An `<img>` sends no bearer token, so these are
 * public: the URL is unguessable (a sha256 of re-encoded pixels), only images some company or user
 * shows are served (never a comprovante from the same store), and a hash names fixed bytes, so
 * they are cached for good.
 */
const images: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: 'GET',
    url: '/:sha256',
    schema: {
      tags: ['arquivos'],
      summary: 'Um logo de empresa ou uma foto de usuário (WebP 256×256)',
      params: imageParams,
      response: {
        200: z.unknown().describe('A imagem WebP'),
        ...errorResponses(400, 404),
      },
    },
    handler: async (request, reply) => {
      const content = await app.services.images.open(request.params.sha256);
      return reply
        .type('image/webp')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(content);
    },
  });
};

export default images;
