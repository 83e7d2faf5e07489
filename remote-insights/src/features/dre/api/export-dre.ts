import { apiClient } from 'shared/api';
import type { DreExportFormat, DreRequestInput } from 'shared/contracts';

/**
 * Asks the API for the DRE as a file, through the shared client (the token and company go with
 * it), and hands it to the browser under the name the API gives.
 */
export async function exportDre(request: DreRequestInput, format: DreExportFormat): Promise<void> {
  const response = await apiClient.post<Blob>(
    '/v1/companies/dashboards/dre/export',
    { ...request, format },
    { responseType: 'blob' },
  );
  const disposition = String(response.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `dre.${format}`;
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(href);
}
