import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { isWebAppFileRoute } from './web/web-apps';

/**
 * API responses of 1 KB or more travel compressed (br, then gzip), as the client accepts. The
 * built apps' files are left alone: the build already wrote their brotli and gzip copies, and
 * compressing them again on each request would only spend CPU for a worse result.
 */
export default fp(
  async function compression(app) {
    // Runs before @fastify/compress's own onRoute hook (added next), which reads `compress`.
    app.addHook('onRoute', (route) => {
      if (isWebAppFileRoute(route.url)) route.compress = false;
    });
    await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
