import { Box, Text } from '@chakra-ui/react';

/**
 * Whether the API's QR code is an SVG document and nothing more. It is put into the page as
 * markup, so a script, an event handler, a foreign object or a javascript: link in it would run
 * with the page's rights: a bug or a proxy on the way should cost a missing picture, not that.
 */
export function isSafeSvg(svg: string): boolean {
  const text = svg.trim();
  return (
    text.startsWith('<svg') && !/<script|<foreignobject|\son[a-z]+\s*=|javascript:/i.test(text)
  );
}

export interface PixQrCodeProps {
  /** The SVG the API drew for the BR Code. */
  svg: string;
  /** What assistive technology reads for the picture. */
  label: string;
}

/**
 * A Pix charge's BR Code as the payer's bank app scans it: dark on white with a margin in either
 * theme, since readers need the contrast and the quiet zone; one image to assistive technology.
 * The back-office's drawer and the payer's page show it alike.
 */
export function PixQrCode({ svg, label }: PixQrCodeProps) {
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
      aria-label={label}
      bg="white"
      p="3"
      borderWidth="1px"
      borderRadius="l3"
      w="full"
      maxW="272px"
      mx="auto"
      css={{ '& svg': { display: 'block', width: '100%', height: 'auto' } }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
