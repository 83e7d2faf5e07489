import { Box, Stack } from '@chakra-ui/react';
import type { BoxProps } from '@chakra-ui/react';

// Plain boxes rather than shared/ui-kit's Skeleton: that entry is a singleton of heavier pieces
// (date pickers, tables) that a payer's phone would download for three grey bars.
const Bar = (props: BoxProps) => (
  <Box bg="bg.muted" borderRadius="l2" animation="pulse" {...props} />
);

/** The charge's shape while it loads: the company, the amount, the QR code. */
export function PixChargeSkeleton() {
  return (
    <Stack gap="5" role="status" aria-label="Carregando a cobrança" aria-busy="true">
      <Bar h="8" w="70%" />
      <Bar h="4" w="50%" />
      <Bar h="12" w="60%" />
      <Bar aspectRatio="1" w="full" maxW="240px" mx="auto" />
    </Stack>
  );
}
