import type { FastifyRequest } from 'fastify';
import {
  FISCAL_TOO_LARGE_MESSAGE,
  MAX_FISCAL_UPLOAD_FILES,
  SPREADSHEET_TOO_LARGE_MESSAGE,
  STATEMENT_TOO_LARGE_MESSAGE,
} from 'shared/contracts';
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
  /** The 413 message past the number of files, when an import takes several. */
  tooMany?: string;
}

export const STATEMENT_UPLOAD: UploadKind = {
  defaultName: 'extrato',
  tooLarge: STATEMENT_TOO_LARGE_MESSAGE,
  missing: 'Envie o arquivo do extrato no campo "file".',
};

export const FISCAL_UPLOAD: UploadKind = {
  defaultName: 'nota.xml',
  tooLarge: FISCAL_TOO_LARGE_MESSAGE,
  missing: 'Envie os XMLs das notas, ou um ZIP com eles, no campo "file".',
  tooMany: `Envie no máximo ${MAX_FISCAL_UPLOAD_FILES} arquivos de uma vez, ou um ZIP com eles.`,
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
  const { files, payload } = await readFilesUpload(request, schema, kind);
  return { file: files[0]!, payload };
}

/**
 * Every file of the `file` field (several parts may carry it) and the `payload` field, for the
 * imports that take many files at once. `maxTotalBytes` bounds their sum: multipart bounds each.
 */
export async function readFilesUpload<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  kind: UploadKind,
  maxTotalBytes = Number.POSITIVE_INFINITY,
): Promise<{ files: { name: string; bytes: Buffer }[]; payload: z.infer<Schema> }> {
  const files: { name: string; bytes: Buffer }[] = [];
  let total = 0;
  let payloadText: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        total += bytes.length;
        if (total > maxTotalBytes) throw new AppError(413, kind.tooLarge);
        if (part.fieldname === 'file')
          files.push({ name: part.filename || kind.defaultName, bytes });
      } else if (part.fieldname === 'payload') {
        payloadText = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, kind.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError(413, kind.tooMany ?? kind.tooLarge);
    }
    throw error;
  }
  if (files.length === 0) throw badRequest(kind.missing);
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
  return { files, payload: parsed.data };
}
