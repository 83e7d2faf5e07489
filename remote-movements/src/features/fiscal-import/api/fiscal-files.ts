import type { ConfirmFiscalPayload, FiscalBatch, FiscalPreview } from 'shared/contracts';
import { upload } from '../../../lib/upload';
import type { UploadProgress } from '../../../lib/upload';

const BASE = '/v1/companies/fiscal-imports';

export const previewFiscal = (files: File[], onProgress: (progress: UploadProgress) => void) =>
  upload<FiscalPreview>(`${BASE}/preview`, files, {}, onProgress);

export const confirmFiscal = (
  files: File[],
  payload: ConfirmFiscalPayload,
  onProgress: (progress: UploadProgress) => void,
) => upload<FiscalBatch>(BASE, files, payload, onProgress);
