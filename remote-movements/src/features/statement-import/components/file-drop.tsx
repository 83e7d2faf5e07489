import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { LuUpload } from 'react-icons/lu';

export interface FileDropProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/** Drag and drop, or the button (the keyboard's way): one OFX or CSV file. */
export function FileDrop({ disabled, onFile }: FileDropProps) {
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
      data-testid="statement-drop"
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
        <Text fontWeight="medium">Arraste o extrato (OFX ou CSV) para cá</Text>
        <Text color="fg.muted" fontSize="sm">
          Até 20 MB. Exporte o OFX no site ou aplicativo do banco; CSV também serve.
        </Text>
        <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
          <LuUpload /> Escolher arquivo
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Arquivo do extrato"
          accept=".ofx,.csv,.txt,application/x-ofx,text/csv"
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
