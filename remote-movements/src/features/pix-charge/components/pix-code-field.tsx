import { Box, Button, Stack } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import { LuCopy } from 'react-icons/lu';
import { toaster } from 'shared/ui';
import { copyText } from '../../../lib/copy-text';

/**
 * "Pix copia e cola": the BR Code to paste in a bank app. It has no spaces, so it breaks
 * anywhere; read-only, so it can still be focused and selected when the clipboard refuses.
 */
export function PixCodeField({ code }: { code: string }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    if (await copyText(code)) {
      toaster.create({ type: 'success', title: 'Código Pix copiado' });
      return;
    }
    field.current?.focus();
    field.current?.select();
    toaster.create({ type: 'warning', title: 'Selecione e copie o código' });
  };
  return (
    <Stack gap="2">
      <Box asChild fontWeight="medium" textStyle="sm">
        <label htmlFor={id}>Pix copia e cola</label>
      </Box>
      <Box
        asChild
        w="full"
        p="2"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.subtle"
        fontFamily="mono"
        textStyle="sm"
        wordBreak="break-all"
        resize="none"
        focusRing="outside"
      >
        <textarea id={id} ref={field} readOnly rows={5} value={code} />
      </Box>
      <Button variant="outline" alignSelf="flex-start" onClick={() => void copy()}>
        <LuCopy />
        Copiar código
      </Button>
    </Stack>
  );
}
