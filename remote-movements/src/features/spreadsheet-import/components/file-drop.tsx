import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { LuUpload } from 'react-icons/lu';

export interface SpreadsheetDropProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/** Drag and drop, or the button (the keyboard's way): one CSV or XLSX file. */
export function SpreadsheetDrop({ disabled, onFile }: SpreadsheetDropProps) {
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
      data-testid="spreadsheet-drop"
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
        <Text fontWeight="medium">Arraste a planilha (CSV ou XLSX) para cá</Text>
        <Text color="fg.muted" fontSize="sm">
          Até 20 MB. Use o modelo: uma linha por conta a pagar ou a receber.
        </Text>
        <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
          <LuUpload /> Escolher planilha
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Planilha de movimentações"
          accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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
