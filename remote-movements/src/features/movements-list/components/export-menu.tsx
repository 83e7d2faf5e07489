import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import type { ExportFormat } from 'shared/contracts';
import { toaster } from 'shared/ui';
import { exportMovements } from '../api/export-movements';
import type { ExportSource } from '../api/export-movements';

const FORMATS: { value: ExportFormat; label: string }[] = [
  { value: 'xlsx', label: 'Planilha XLSX (Excel)' },
  { value: 'csv', label: 'CSV (separado por ;)' },
];

export interface ExportMenuProps {
  label: string;
  source: ExportSource;
  disabled?: boolean;
}

/** 'Exportar': the selection or the whole filter, as XLSX or CSV, downloaded as the API names it. */
export function ExportMenu({ label, source, disabled }: ExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await exportMovements(source, format);
    } catch {
      toaster.create({ type: 'error', title: 'Não foi possível exportar. Tente novamente.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" loading={busy} disabled={disabled}>
          <LuDownload />
          {label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {FORMATS.map((format) => (
              <Menu.Item
                key={format.value}
                value={format.value}
                onSelect={() => void run(format.value)}
              >
                {format.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
