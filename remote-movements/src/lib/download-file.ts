import { apiClient } from 'shared/api';

/**
 * Downloads through the shared client (so the token and company go with it) and hands the blob
 * to the browser under the given name.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await apiClient.get<Blob>(url, { responseType: 'blob' });
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(href);
}
