import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from 'shared/contracts';
import { AppError, badRequest } from '../../../errors';
import { EMPTY_FILE_MESSAGE } from '../services/file-service';

/**
 * Multipart for the image routes of one plugin: one file of at most 2 MB. Past the limit the
 * stream is cut (not thrown), so the answer can say the image's own limit, not the 10 MB of
 * comprovantes that the app-wide message names.
 */
export async function registerImageUpload(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 },
  });
}

/** The uploaded bytes of the `file` field; 400 without one, 413 over 2 MB. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file();
  if (!part) throw badRequest(EMPTY_FILE_MESSAGE);
  const bytes = await part.toBuffer();
  if (part.file.truncated) throw new AppError(413, IMAGE_TOO_LARGE_MESSAGE);
  return bytes;
}

export const IMAGE_UPLOAD_DESCRIPTION =
  'multipart/form-data com a imagem no campo "file": PNG, JPEG ou WebP até 2 MB, verificada pelo ' +
  'conteúdo (um SVG ou um executável renomeado é 400; acima de 2 MB, 413). É recortada ao ' +
  'centro em quadrado e reduzida a 256×256 (WebP). Nada muda se for recusada.';
