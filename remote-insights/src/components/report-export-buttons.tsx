import { Button, Group } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { toApiError } from 'shared/api';
import { toaster } from 'shared/ui';
import { downloadExport } from '../lib/download-export';
import type { ExportFormat } from '../lib/download-export';

const FORMATS: readonly ExportFormat[] = ['xlsx', 'pdf'];

export interface ReportExportButtonsProps {
  /** The export route, e.g. `/v1/companies/dashboards/sales-panel/export`. */
  url: string;
  /** The request on screen; the format is added to it. */
  body: object;
  /** The file's name when the API gives none. */
  fallbackName: string;
  /** The toast when it fails without a message, e.g. 'Não foi possível exportar o painel.' */
  failure: string;
}

/** 'Exportar XLSX' and 'Exportar PDF': the report on screen, as a file. */
export function ReportExportButtons({
  url,
  body,
  fallbackName,
  failure,
}: ReportExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadExport(url, body, format, fallbackName);
    } catch (thrown) {
      // A blob error body has no message to read: say what failed in plain words.
      toaster.create({
        type: 'error',
        title: toApiError(thrown).message || failure,
        duration: 6000,
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group>
      {FORMATS.map((format) => (
        <Button
          key={format}
          variant="outline"
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void run(format)}
        >
          <LuDownload aria-hidden /> Exportar {format.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
