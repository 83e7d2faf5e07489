import type { FastifyRequest } from 'fastify';
import { SPREADSHEET_TOO_LARGE_MESSAGE } from 'shared/contracts';
import type { z } from 'zod';
import { AppError, badRequest } from '../errors';

export const SPREADSHEET_FILE_MISSING_MESSAGE = 'Envie a planilha (CSV ou XLSX) no campo "file".';

/**
 * The spreadsheet (field `file`) and the JSON `payload` field of a spreadsheet import request,
 * checked against `schema`. Over 20 MB multipart stops reading and this answers 413.
 */
export async function readSpreadsheetUpload<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
): Promise<{ file: { name: string; bytes: Buffer }; payload: z.infer<Schema> }> {
  let file: { name: string; bytes: Buffer } | null = null;
  let payloadText: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: part.filename || 'planilha', bytes };
      } else if (part.fieldname === 'payload') {
        payloadText = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, SPREADSHEET_TOO_LARGE_MESSAGE);
    }
    throw error;
  }
  if (!file) throw badRequest(SPREADSHEET_FILE_MISSING_MESSAGE);
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
