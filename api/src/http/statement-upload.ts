import type { FastifyRequest } from 'fastify';
import { STATEMENT_TOO_LARGE_MESSAGE } from 'shared/contracts';
import type { z } from 'zod';
import { AppError, badRequest } from '../errors';

export const STATEMENT_FILE_MISSING_MESSAGE = 'Envie o arquivo do extrato no campo "file".';

/**
 * The statement file (field `file`) and the JSON `payload` field of an import request, checked
 * against `schema`. The whole file is read (≤ 20 MB) because parsing needs all of it; over the
 * limit multipart stops reading and this answers 413 with the import's own limit.
 */
export async function readStatementUpload<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
): Promise<{ file: { name: string; bytes: Buffer }; payload: z.infer<Schema> }> {
  let file: { name: string; bytes: Buffer } | null = null;
  let payloadText: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: part.filename || 'extrato', bytes };
      } else if (part.fieldname === 'payload') {
        payloadText = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, STATEMENT_TOO_LARGE_MESSAGE);
    }
    throw error;
  }
  if (!file) throw badRequest(STATEMENT_FILE_MISSING_MESSAGE);
  let raw: unknown = {};
  if (payloadText !== null) {
    try {
      raw = JSON.parse(payloadText);
    } catch {
      throw badRequest("O campo 'payload' não é um JSON válido.");
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'payload';
    throw badRequest(`O campo '${field}' é inválido: ${issue?.message ?? 'valor inesperado'}.`);
  }
  return { file, payload: parsed.data };
}
