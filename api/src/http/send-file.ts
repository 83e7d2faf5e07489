import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A generated file (a report, an export; a buffer or a stream): downloaded under its own name and
 * never cached.
 */
export function sendFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; body: Buffer | string | Readable },
) {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}
