import {
  IMAGE_SIZE_PX,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_REFUSED_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MAX_IMAGE_BYTES,
} from 'shared/contracts';
import type { Company } from 'shared/contracts';
import { AppError, badRequest, notFound } from '../../../errors';
import type { CompaniesRepository } from '../../companies/public';
import type { ImagesRepository } from '../repositories/images-repository';
import type { UsersRepository } from '../../identity/public';
import type { ContentStore } from '../../../adapters/content-store';
import { COMPANY_NOT_FOUND_MESSAGE, toCompany } from '../../companies/public';
import { EMPTY_FILE_MESSAGE } from './file-service';

export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado.';
/** Where the API serves a stored image; the avatar columns keep this URL. */
export const IMAGE_URL_PREFIX = '/v1/images/';

type ImageKind = 'png' | 'jpeg' | 'webp';

/**
 * The kind the first bytes prove, or null: the name and the declared type are never trusted, so
 * an SVG (text, and able to carry script) or an executable renamed .png is refused here.
 */
export function sniffImage(bytes: Buffer): ImageKind | null {
  const starts = (signature: number[], at = 0) =>
    signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF….WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * Checks an upload and makes it a 256×256 WebP, cropped to the centre. Only the re-encoded pixels
 * are kept: whatever else the file carried (metadata, trailing bytes) is dropped.
 */
export async function toSquareImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw badRequest(EMPTY_FILE_MESSAGE);
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError(413, IMAGE_TOO_LARGE_MESSAGE);
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest(IMAGE_TYPE_REFUSED_MESSAGE);
  // Loaded on the first upload: the native module costs every start about 30 ms otherwise.
  const { default: sharp } = await import('sharp');
  try {
    // Decoding is bounded: a tiny file that claims a huge canvas (a decompression bomb) fails.
    return await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(IMAGE_SIZE_PX, IMAGE_SIZE_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(IMAGE_UNREADABLE_MESSAGE);
  }
}

export interface ImageService {
  /** The company's logo from an upload (owners and admins; the route checks the role). */
  setCompanyLogo(activeCompanyId: string, companyId: string, bytes: Buffer): Promise<Company>;
  removeCompanyLogo(activeCompanyId: string, companyId: string): Promise<Company>;
  setUserPhoto(userId: string, bytes: Buffer): Promise<{ avatar: string }>;
  removeUserPhoto(userId: string): Promise<{ avatar: null }>;
  /** The bytes of an image that some company or user shows now; anything else is a 404. */
  open(sha256: string): Promise<ReturnType<ContentStore['open']>>;
}

export const IMAGE_NOT_FOUND_MESSAGE = 'Imagem não encontrada.';

export function createImageService(deps: {
  store: ContentStore;
  companies: CompaniesRepository;
  users: UsersRepository;
  images: ImagesRepository;
}): ImageService {
  const { store, companies, users, images } = deps;
  const storeImage = async (bytes: Buffer) =>
    `${IMAGE_URL_PREFIX}${await store.put(await toSquareImage(bytes))}`;
  const setCompanyAvatar = async (
    activeCompanyId: string,
    companyId: string,
    avatar: () => Promise<string | null>,
  ) => {
    // Only the active company (x-company-id) is changed: another id is missing, as elsewhere.
    if (companyId !== activeCompanyId) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    const row = await companies.update(companyId, { avatar: await avatar() });
    if (!row) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    return toCompany(row);
  };
  return {
    setCompanyLogo: (activeCompanyId, companyId, bytes) =>
      setCompanyAvatar(activeCompanyId, companyId, () => storeImage(bytes)),
    removeCompanyLogo: (activeCompanyId, companyId) =>
      setCompanyAvatar(activeCompanyId, companyId, async () => null),
    async setUserPhoto(userId, bytes) {
      const avatar = await storeImage(bytes);
      if (!(await users.updateProfile(userId, { avatar }))) throw notFound(USER_NOT_FOUND_MESSAGE);
      return { avatar };
    },
    async removeUserPhoto(userId) {
      const row = await users.updateProfile(userId, { avatar: null });
      if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
      return { avatar: null };
    },
    async open(sha256) {
      // The content store also holds comprovantes: only what a logo or photo shows is served.
      if (!(await images.isShown(`${IMAGE_URL_PREFIX}${sha256}`))) {
        throw notFound(IMAGE_NOT_FOUND_MESSAGE);
      }
      return store.open(sha256);
    },
  };
}
