import { Button, Field, HStack, Input, VisuallyHidden } from '@chakra-ui/react';
import { useRef } from 'react';
import { LuCopy, LuExternalLink } from 'react-icons/lu';
import { toaster } from 'shared/ui';
import { copyText } from '../../../lib/copy-text';

/** The payer's page, to send to the client: absolute, since it leaves the back-office. */
export function PayerLinkField({ pagePath }: { pagePath: string }) {
  const url = `${window.location.origin}${pagePath}`;
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(url)) {
      toaster.create({ type: 'success', title: 'Link copiado' });
      return;
    }
    field.current?.focus();
    field.current?.select();
    toaster.create({ type: 'warning', title: 'Selecione e copie o link' });
  };
  return (
    <Field.Root>
      <Field.Label>Link para o pagador</Field.Label>
      <Input ref={field} readOnly value={url} fontFamily="mono" textStyle="sm" />
      <HStack gap="2" mt="2" wrap="wrap">
        <Button variant="outline" onClick={() => void copy()}>
          <LuCopy />
          Copiar link
        </Button>
        <Button asChild variant="outline">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <LuExternalLink />
            Abrir página
            <VisuallyHidden> (abre em nova aba)</VisuallyHidden>
          </a>
        </Button>
      </HStack>
    </Field.Root>
  );
}
