import { Box, Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';

/** How long the button says the code was copied. */
const COPIED_MS = 2000;

type Feedback = 'idle' | 'copied' | 'failed';

/**
 * The "Pix copia e cola" text and a button that copies it. Where the browser refuses the
 * clipboard (an old phone, a page not served over https), the text is selected instead, for the
 * payer to copy with the system's menu. On the page the server sends without the app, the
 * `data-pix-copy*` marks are what its script does the same with (src/ssr).
 */
export function PixCopyCode({ code }: { code: string }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [feedback, setFeedback] = useState<Feedback>('idle');

  useEffect(() => {
    if (feedback !== 'copied') return;
    const timer = setTimeout(() => setFeedback('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setFeedback('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setFeedback('failed');
    }
  };

  return (
    <Stack gap="2">
      <Text asChild fontWeight="medium">
        <label htmlFor={id}>Pix copia e cola</label>
      </Text>
      <Box
        asChild
        w="full"
        p="3"
        borderWidth="1px"
        borderRadius="l2"
        bg="bg.subtle"
        fontFamily="mono"
        fontSize="sm"
        wordBreak="break-all"
        resize="none"
      >
        <textarea ref={field} id={id} readOnly rows={5} value={code} spellCheck={false} />
      </Box>
      <Button
        colorPalette="brand"
        size="lg"
        w="full"
        onClick={() => void copy()}
        data-pix-copy={id}
      >
        {feedback === 'copied' ? <LuCheck aria-hidden /> : <LuCopy aria-hidden />}
        <span data-pix-copy-label="">
          {feedback === 'copied' ? 'Código copiado' : 'Copiar código Pix'}
        </span>
      </Button>
      <Text
        role="status"
        aria-live="polite"
        fontSize="sm"
        color="fg.muted"
        minH="5"
        data-pix-copy-status=""
      >
        {feedback === 'failed' && 'Selecione o código e copie'}
        {feedback === 'copied' && <VisuallyHidden>Código copiado</VisuallyHidden>}
      </Text>
    </Stack>
  );
}
