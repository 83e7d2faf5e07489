import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas; the UI is at /docs, the JSON at /docs/json. */
export default fp(
  async function openApi(app, options: { version: string }) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Fluxo API',
          description:
            'API do Fluxo. Erros: `{ statusCode, error, message }`, mensagens em português. ' +
            'Rotas de empresa exigem `Authorization: Bearer <token>` e `x-company-id`.',
          version: options.version,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: jsonSchemaTransform,
      // Schemas with `.meta({ id })` (ApiError, ...) become named components.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'openapi' },
);
