import type { FastifyRequest } from 'fastify';
import { SPREADSHEET_TOO_LARGE_MESSAGE, STATEMENT_TOO_LARGE_MESSAGE } from 'shared/contracts';
import type { z } from 'zod';
import { AppError, badRequest } from '../errors';

/** What differs between the import uploads: the name of a nameless file and the messages. */
export interface UploadKind {
  /** The file's name when the part has none. */
  defaultName: string;
  /** The 413 message, over the 20 MB multipart limit. */
  tooLarge: string;
  /** The 400 message when no `file` field came. */
  missing: string;
}

export const STATEMENT_UPLOAD: UploadKind = {
  defaultName: 'extrato',
  tooLarge: STATEMENT_TOO_LARGE_MESSAGE,
  missing: 'Envie o arquivo do extrato no campo "file".',
};

export const SPREADSHEET_UPLOAD: UploadKind = {
  defaultName: 'planilha',
  tooLarge: SPREADSHEET_TOO_LARGE_MESSAGE,
  missing: 'Envie a planilha (CSV ou XLSX) no campo "file".',
};

/**
 * The uploaded file (field `file`) and the JSON `payload` field of an import request, checked
 * against `schema`. The whole file is read (≤ 20 MB) because parsing needs all of it; over the
 * limit multipart stops reading and this answers 413 with the import's own limit.
 */
export async function readFileUpload<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  kind: UploadKind,
): Promise<{ file: { name: string; bytes: Buffer }; payload: z.infer<Schema> }> {
  let file: { name: string; bytes: Buffer } | null = null;
  let payloadText: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: part.filename || kind.defaultName, bytes };
      } else if (part.fieldname === 'payload') {
        payloadText = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, kind.tooLarge);
    }
    throw error;
  }
  if (!file) throw badRequest(kind.missing);
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
