import { Box } from '@chakra-ui/react';

/**
 * Whether the API's QR code is an SVG document and nothing more: it is put into the page as
 * markup, so a script or an event handler in it would run with the page's rights.
 */
export function isPlainSvg(svg: string): boolean {
  return (
    svg.trimStart().startsWith('<svg') && !/<script/i.test(svg) && !/\son[a-z]+\s*=/i.test(svg)
  );
}

/** The BR Code as the API drew it, on white in dark mode too: a bank app reads dark on light. */
export function PixQrCode({ svg }: { svg: string }) {
  if (!isPlainSvg(svg)) return null;
  return (
    <Box
      role="img"
      aria-label="QR Code Pix"
      bg="white"
      p="3"
      borderRadius="l3"
      borderWidth="1px"
      w="full"
      maxW="272px"
      mx="auto"
      css={{ '& svg': { display: 'block', width: '100%', height: 'auto' } }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
