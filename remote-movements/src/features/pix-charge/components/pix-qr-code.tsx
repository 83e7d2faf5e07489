import { Box, Text } from '@chakra-ui/react';
import { formatBRL } from 'shared/format';

/**
 * Markup inlined into the page must not be able to run anything. The API draws the SVG, but a
 * bug or a proxy there should cost a missing picture, not script in the back-office.
 */
export function isSafeSvg(svg: string): boolean {
  const text = svg.trim();
  return (
    text.startsWith('<svg') && !/<script|<foreignobject|\son[a-z]+\s*=|javascript:/i.test(text)
  );
}

/**
 * The BR Code as the payer's bank app scans it: black on white with a margin in either theme,
 * since readers need the contrast and the quiet zone. One image to assistive technology.
 */
export function PixQrCode({ svg, amountCents }: { svg: string; amountCents: number }) {
  if (!isSafeSvg(svg)) {
    return (
      <Text color="fg.muted" textStyle="sm">
        O QR Code não pôde ser exibido. Use o código Pix copia e cola abaixo.
      </Text>
    );
  }
  return (
    <Box
      role="img"
      aria-label={`QR Code Pix de ${formatBRL(amountCents)}`}
      bg="white"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      w="full"
      maxW="64"
      mx="auto"
      css={{ '& svg': { display: 'block', width: '100%', height: 'auto' } }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
