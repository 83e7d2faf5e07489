import { apiClient } from 'shared/api';

export type ExportFormat = 'xlsx' | 'pdf';

/**
 * Asks the API for a report as a file, through the shared client (the token and company go with
 * it), and hands it to the browser under the name the API gives.
 */
export async function downloadExport(
  url: string,
  body: object,
  format: ExportFormat,
  fallbackName: string,
): Promise<void> {
  const response = await apiClient.post<Blob>(url, { ...body, format }, { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${fallbackName}.${format}`;
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(href);
}
