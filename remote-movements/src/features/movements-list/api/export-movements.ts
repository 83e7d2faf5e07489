import type { ExportFormat, FilterState } from 'shared/contracts';
import { apiClient } from 'shared/api';
import { filterQuery } from '../list-params';

/** What to export: the rows ticked in the list, or every row of the filter. */
export type ExportSource = { ids: readonly string[] } | { filter: FilterState };

/** `attachment; filename="movimentacoes-2026-11.xlsx"` → the name the API chose. */
function fileNameOf(disposition: unknown, format: ExportFormat): string {
  const named = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return named?.[1] ?? `movimentacoes.${format}`;
}

/**
 * Downloads the export through the shared client (the token and company go with it) and hands
 * the file to the browser under the API's name.
 */
export async function exportMovements(source: ExportSource, format: ExportFormat): Promise<void> {
  // A selection goes in the body: up to the bulk limit of ids, more than a URL carries.
  const response =
    'ids' in source
      ? await apiClient.post<Blob>(
          '/v1/companies/movements/export',
          { ids: source.ids, format },
          { responseType: 'blob' },
        )
      : await apiClient.get<Blob>('/v1/companies/movements/export', {
          params: { ...filterQuery(source.filter), format },
          responseType: 'blob',
        });
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers['content-disposition'], format);
  link.click();
  URL.revokeObjectURL(href);
}
