// Logos and profile photos: sniffed, cropped square and resized to 256 px by the API. No zod
// here: the upload field (shared/ui-kit) reads these on every page that loads the kit.
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_SIZE_PX = 256;
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_TYPE_REFUSED_MESSAGE = 'A imagem deve ser PNG, JPEG ou WebP.';
export const IMAGE_TOO_LARGE_MESSAGE = 'A imagem excede o limite de 2 MB.';
export const IMAGE_UNREADABLE_MESSAGE =
  'Não foi possível ler a imagem: o arquivo está corrompido ou incompleto.';
