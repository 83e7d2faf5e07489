import { z } from 'zod';

// Uploaded files (comprovantes of a movement or of one of its payments).

/** 10 MB: a scanned receipt or a bank's PDF fits; the API refuses more with 413. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Recognised by their first bytes, never by the file name. */
// XML only as a fiscal note's own file (issue 22): uploads are still PDF, JPG or PNG.
export const FILE_MEDIA_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/xml',
] as const;
export type FileMediaType = (typeof FILE_MEDIA_TYPES)[number];

export const FILE_TYPE_REFUSED_MESSAGE = 'O arquivo deve ser um PDF, JPG ou PNG.';
export const FILE_TOO_LARGE_MESSAGE = 'O arquivo excede o limite de 10 MB.';

export const storedFileSchema = z
  .object({
    id: z.uuid(),
    movement_id: z.uuid().nullable(),
    payment_id: z.uuid().nullable(),
    name: z.string(),
    media_type: z.enum(FILE_MEDIA_TYPES),
    size_bytes: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.infer<typeof storedFileSchema>;

export const fileParams = z.object({ fileId: z.uuid() });

export const uploadMovementFileQuery = z.strictObject({
  payment_id: z.uuid().optional().describe('Anexa ao pagamento (da mesma movimentação)'),
});

export * from './images';

/** The user's photo after an upload or a removal: the URL the menus show, or null. */
export const userPhotoSchema = z
  .object({ avatar: z.string().nullable().describe('URL da foto (256×256, WebP) ou null') })
  .meta({ id: 'UserPhoto' });
export type UserPhoto = z.infer<typeof userPhotoSchema>;
export const imageParams = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/, 'inválido') });
