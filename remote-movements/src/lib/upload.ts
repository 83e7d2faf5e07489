import { apiClient, toApiError } from 'shared/api';

/** Bytes sent so far; `total` is the file's size with the form around it. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * The multipart form the import routes read: the JSON `payload` field, then the `file` (one part
 * per file when the import takes several).
 */
export function uploadForm(file: File | File[], payload: unknown): FormData {
  const data = new FormData();
  data.append('payload', JSON.stringify(payload));
  for (const one of Array.isArray(file) ? file : [file]) data.append('file', one);
  return data;
}

const sizeOf = (file: File | File[]) =>
  Array.isArray(file) ? file.reduce((sum, one) => sum + one.size, 0) : file.size;

/** POSTs the file and its payload, reporting the bytes sent, and answers the JSON result. */
export async function upload<Result>(
  url: string,
  file: File | File[],
  payload: unknown,
  onProgress: (progress: UploadProgress) => void,
): Promise<Result> {
  // Through the shared client (token, company) but not RTK Query: it reports upload progress.
  try {
    const response = await apiClient.post<Result>(url, uploadForm(file, payload), {
      onUploadProgress: (event) =>
        onProgress({ loaded: event.loaded, total: event.total ?? sizeOf(file) }),
    });
    return response.data;
  } catch (thrown) {
    throw toApiError(thrown);
  }
}
