import { apiClient, toApiError } from 'shared/api';

/** Bytes sent so far; `total` is the file's size with the form around it. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The multipart form the import routes read: the JSON `payload` field, then the `file`. */
export function uploadForm(file: File, payload: unknown): FormData {
  const data = new FormData();
  data.append('payload', JSON.stringify(payload));
  data.append('file', file);
  return data;
}

/** POSTs the file and its payload, reporting the bytes sent, and answers the JSON result. */
export async function upload<Result>(
  url: string,
  file: File,
  payload: unknown,
  onProgress: (progress: UploadProgress) => void,
): Promise<Result> {
  // Through the shared client (token, company) but not RTK Query: it reports upload progress.
  try {
    const response = await apiClient.post<Result>(url, uploadForm(file, payload), {
      onUploadProgress: (event) =>
        onProgress({ loaded: event.loaded, total: event.total ?? file.size }),
    });
    return response.data;
  } catch (thrown) {
    throw toApiError(thrown);
  }
}
