import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { LuUpload } from 'react-icons/lu';

/** What one kind of file drop says and accepts. */
const KINDS = {
  statement: {
    testId: 'statement-drop',
    title: 'Arraste o extrato (OFX ou CSV) para cá',
    hint: 'Até 20 MB. Exporte o OFX no site ou aplicativo do banco; CSV também serve.',
    buttonLabel: 'Escolher arquivo',
    inputLabel: 'Arquivo do extrato',
    accept: '.ofx,.csv,.txt,application/x-ofx,text/csv',
  },
  spreadsheet: {
    testId: 'spreadsheet-drop',
    title: 'Arraste a planilha (CSV ou XLSX) para cá',
    hint: 'Até 20 MB. Use o modelo: uma linha por conta a pagar ou a receber.',
    buttonLabel: 'Escolher planilha',
    inputLabel: 'Planilha de movimentações',
    accept:
      '.csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  fiscal: {
    testId: 'fiscal-drop',
    title: 'Arraste os XMLs das notas (NF-e, NFS-e) ou um ZIP para cá',
    hint: 'Um arquivo, vários ou um ZIP: até 1.000 notas e 50 MB. Nada é gravado antes de você confirmar.',
    buttonLabel: 'Escolher arquivos',
    inputLabel: 'XMLs ou ZIP das notas fiscais',
    accept: '.xml,.zip,application/xml,text/xml,application/zip',
  },
} as const;

/** Several files at once only where the import takes them (the fiscal notes). */
const MULTIPLE: Record<keyof typeof KINDS, boolean> = {
  statement: false,
  spreadsheet: false,
  fiscal: true,
};

export interface FileDropProps {
  /** A bank statement (OFX or CSV) or a spreadsheet of payables and receivables (CSV or XLSX). */
  kind: keyof typeof KINDS;
  disabled: boolean;
  /** The file chosen; for a kind that takes several, the first (see `onFiles`). */
  onFile?: (file: File) => void;
  /** Every file chosen or dropped, for a kind that takes several. */
  onFiles?: (files: File[]) => void;
}

/** Drag and drop, or the button (the keyboard's way): one file, or several where allowed. */
export function FileDrop({ kind, disabled, onFile, onFiles }: FileDropProps) {
  const { testId, title, hint, buttonLabel, inputLabel, accept } = KINDS[kind];
  const multiple = MULTIPLE[kind];
  const take = (list: FileList | null | undefined) => {
    const files = list ? [...list] : [];
    if (files.length === 0) return;
    if (onFiles) onFiles(multiple ? files : files.slice(0, 1));
    else onFile?.(files[0]!);
  };
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <Box
      data-testid={testId}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'brand.solid' : 'border'}
      bg={over ? 'brand.subtle' : undefined}
      borderRadius="lg"
      p="6"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Stack align="center" gap="3" textAlign="center">
        <Text fontWeight="medium">{title}</Text>
        <Text color="fg.muted" fontSize="sm">
          {hint}
        </Text>
        <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
          <LuUpload /> {buttonLabel}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={inputLabel}
          accept={accept}
          multiple={multiple}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </Stack>
    </Box>
  );
}
