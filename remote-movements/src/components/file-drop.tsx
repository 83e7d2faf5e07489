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
} as const;

export interface FileDropProps {
  /** A bank statement (OFX or CSV) or a spreadsheet of payables and receivables (CSV or XLSX). */
  kind: keyof typeof KINDS;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** Drag and drop, or the button (the keyboard's way): one file. */
export function FileDrop({ kind, disabled, onFile }: FileDropProps) {
  const { testId, title, hint, buttonLabel, inputLabel, accept } = KINDS[kind];
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
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
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      </Stack>
    </Box>
  );
}
