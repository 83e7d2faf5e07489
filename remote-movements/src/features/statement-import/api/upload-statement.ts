import { apiClient, toApiError } from 'shared/api';
import type {
  ConfirmStatementPayload,
  ImportBatch,
  PreviewStatementPayload,
  StatementPreview,
} from 'shared/contracts';

/** Bytes sent so far; `total` is the file's size with the form around it. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

async function upload<Result>(
  url: string,
  file: File,
  payload: unknown,
  onProgress: (progress: UploadProgress) => void,
): Promise<Result> {
  // Through the shared client (token, company) but not RTK Query: it reports upload progress.
  const data = new FormData();
  data.append('payload', JSON.stringify(payload));
  data.append('file', file);
  try {
    const response = await apiClient.post<Result>(url, data, {
      onUploadProgress: (event) =>
        onProgress({ loaded: event.loaded, total: event.total ?? file.size }),
    });
    return response.data;
  } catch (thrown) {
    throw toApiError(thrown);
  }
}

export const previewStatement = (
  file: File,
  payload: PreviewStatementPayload,
  onProgress: (progress: UploadProgress) => void,
) =>
  upload<StatementPreview>('/v1/companies/imports/statements/preview', file, payload, onProgress);

export const confirmStatement = (
  file: File,
  payload: ConfirmStatementPayload,
  onProgress: (progress: UploadProgress) => void,
) => upload<ImportBatch>('/v1/companies/imports/statements', file, payload, onProgress);
