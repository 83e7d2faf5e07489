import { Button, Group } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { toApiError } from 'shared/api';
import { DRE_EXPORT_FORMATS } from 'shared/contracts';
import type { DreExportFormat, DreRequestInput } from 'shared/contracts';
import { toaster } from 'shared/ui';
import { exportDre } from '../api/export-dre';

/** 'Exportar XLSX' and 'Exportar PDF': the DRE on screen, as a file. */
export function ExportButtons({ request }: { request: DreRequestInput }) {
  const [busy, setBusy] = useState<DreExportFormat | null>(null);
  const run = async (format: DreExportFormat) => {
    setBusy(format);
    try {
      await exportDre(request, format);
    } catch (thrown) {
      // A blob error body has no message to read: say what failed in plain words.
      const message = toApiError(thrown).message;
      toaster.create({
        type: 'error',
        title: message || 'Não foi possível exportar a DRE.',
        duration: 6000,
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group>
      {DRE_EXPORT_FORMATS.map((format) => (
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
