import type { ReadStream } from 'node:fs';
import { FILE_TYPE_REFUSED_MESSAGE } from 'shared/contracts';
import type { FileMediaType, StoredFile } from 'shared/contracts';
import { badRequest, notFound } from '../../../errors';
import type { FileRow } from '../../../db/schema';
import type { FilesRepository } from '../repositories/files-repository';
import type { ContentStore } from '../../../adapters/content-store';
import { MOVEMENT_NOT_FOUND_MESSAGE, PAYMENT_NOT_FOUND_MESSAGE } from '../../movements/public';

export const FILE_NOT_FOUND_MESSAGE = 'Arquivo não encontrado.';
export const EMPTY_FILE_MESSAGE = 'Envie um arquivo no campo "file".';

const SIGNATURES: { mediaType: FileMediaType; bytes: number[] }[] = [
  { mediaType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mediaType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mediaType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/**
 * The media type the content proves, or null. The name and the browser's declared type are never
 * trusted: an .exe renamed .pdf starts with `MZ` and is refused.
 */
export function detectMediaType(bytes: Buffer): FileMediaType | null {
  const match = SIGNATURES.find(({ bytes: signature }) =>
    signature.every((byte, i) => bytes[i] === byte),
  );
  return match?.mediaType ?? null;
}

/** A file name safe to show and to send back: no folders, no control characters, not too long. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex -- the point is to strip control characters
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, 200) || 'arquivo';
}

export function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    movement_id: row.movementId,
    payment_id: row.paymentId,
    name: row.originalName,
    media_type: row.mediaType as FileMediaType,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
  };
}

export interface Upload {
  name: string;
  bytes: Buffer;
}

export interface FileService {
  /** Checks the content, stores the bytes and records the file; nothing is written on refusal. */
  attachToMovement(
    companyId: string,
    userId: string,
    target: { movementId: string; paymentId?: string | undefined },
    upload: Upload,
  ): Promise<StoredFile>;
  listForMovement(companyId: string, movementId: string): Promise<StoredFile[]>;
  open(companyId: string, fileId: string): Promise<{ file: StoredFile; content: ReadStream }>;
  /**
   * Forgets the company's reference. The bytes stay: another row (any company) may share them,
   * and a concurrent upload of the same content could lose its blob to an unlink.
   */
  remove(companyId: string, fileId: string): Promise<void>;
}

export function createFileService(deps: {
  files: FilesRepository;
  store: ContentStore;
}): FileService {
  const { files, store } = deps;
  return {
    async attachToMovement(companyId, userId, { movementId, paymentId }, upload) {
      if (upload.bytes.length === 0) throw badRequest(EMPTY_FILE_MESSAGE);
      const mediaType = detectMediaType(upload.bytes);
      if (!mediaType) throw badRequest(FILE_TYPE_REFUSED_MESSAGE);
      if (!(await files.movementExists(companyId, movementId))) {
        throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      }
      if (paymentId && !(await files.paymentOfMovementExists(companyId, movementId, paymentId))) {
        throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
      }
      const sha256 = await store.put(upload.bytes);
      const row = await files.insert(companyId, {
        movementId,
        paymentId: paymentId ?? null,
        originalName: cleanName(upload.name),
        mediaType,
        sizeBytes: upload.bytes.length,
        sha256,
        createdBy: userId,
      });
      return toStoredFile(row);
    },

    async listForMovement(companyId, movementId) {
      if (!(await files.movementExists(companyId, movementId))) {
        throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      }
      return (await files.listForMovement(companyId, movementId)).map(toStoredFile);
    },

    async open(companyId, fileId) {
      const row = await files.find(companyId, fileId);
      if (!row) throw notFound(FILE_NOT_FOUND_MESSAGE);
      return { file: toStoredFile(row), content: store.open(row.sha256) };
    },

    async remove(companyId, fileId) {
      if (!(await files.delete(companyId, fileId))) throw notFound(FILE_NOT_FOUND_MESSAGE);
    },
  };
}
