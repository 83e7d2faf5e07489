import { apiClient, toApiError } from 'shared/api';
import type {
  ConfirmSpreadsheetPayload,
  SpreadsheetBatch,
  SpreadsheetPayload,
  SpreadsheetPreview,
} from 'shared/contracts';
import { upload, uploadForm } from '../../../lib/upload';
import type { UploadProgress } from '../../../lib/upload';

const BASE = '/v1/companies/spreadsheet-imports';

export const previewSpreadsheet = (
  file: File,
  payload: SpreadsheetPayload,
  onProgress: (progress: UploadProgress) => void,
) => upload<SpreadsheetPreview>(`${BASE}/preview`, file, payload, onProgress);

export const confirmSpreadsheet = (
  file: File,
  payload: ConfirmSpreadsheetPayload,
  onProgress: (progress: UploadProgress) => void,
) => upload<SpreadsheetBatch>(BASE, file, payload, onProgress);

/** `attachment; filename="x.csv"` → the name the API chose. */
function fileNameOf(disposition: unknown, fallback: string): string {
  const named = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return named?.[1] ?? fallback;
}

function save(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  URL.revokeObjectURL(href);
}

/** The template, XLSX or CSV, saved under the API's name. */
export async function downloadTemplate(format: 'xlsx' | 'csv'): Promise<void> {
  try {
    const response = await apiClient.get<Blob>(`${BASE}/template`, {
      params: { format },
      responseType: 'blob',
    });
    save(
      response.data,
      fileNameOf(response.headers['content-disposition'], `modelo-importacao.${format}`),
    );
  } catch (thrown) {
    throw toApiError(thrown);
  }
}

/** The rejected rows of the file, with their Motivo column, as a CSV to fix and send again. */
export async function downloadRejected(file: File, payload: SpreadsheetPayload): Promise<void> {
  try {
    const response = await apiClient.post<Blob>(`${BASE}/rejected`, uploadForm(file, payload), {
      responseType: 'blob',
    });
    save(
      response.data,
      fileNameOf(response.headers['content-disposition'], 'linhas-rejeitadas.csv'),
    );
  } catch (thrown) {
    throw toApiError(thrown);
  }
}
