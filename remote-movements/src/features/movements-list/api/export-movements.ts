import type { ExportFormat, FilterState } from 'shared/contracts';
import { apiClient } from 'shared/api';
import { filterQuery } from '../list-params';

/** What to export: the rows ticked in the list, or every row of the filter. */
export type ExportSource = { ids: readonly string[] } | { filter: FilterState };

/**
 * Ids travel in the query string, which a server reads within its header limit (16 KB in
 * Node): 300 UUIDs stay well inside it. A bigger selection is exported as the whole filter.
 */
export const MAX_EXPORT_IDS = 300;

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
  const params =
    'ids' in source
      ? { ids: source.ids.join(','), format }
      : { ...filterQuery(source.filter), format };
  const response = await apiClient.get<Blob>('/v1/companies/movements/export', {
    params,
    responseType: 'blob',
  });
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers['content-disposition'], format);
  link.click();
  URL.revokeObjectURL(href);
}
