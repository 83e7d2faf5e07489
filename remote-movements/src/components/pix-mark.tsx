import { Badge } from '@chakra-ui/react';
import { LuQrCode } from 'react-icons/lu';
import type { Movement } from 'shared/contracts';

/**
 * Issue 21's words on the list and the payment page: the receivable a Pix paid, and the one a
 * charge awaits. Here, not in a feature, since both show it.
 */
export const PIX_MARK_LABELS = {
  paid: 'Pago via Pix',
  partial: 'Pago em parte via Pix',
  active: 'Cobrança Pix',
} as const satisfies Record<NonNullable<Movement['pix_charge']>, string>;

/** A small badge whose words say it all: the colour and the icon only repeat them. */
export function PixMark({ state }: { state: Movement['pix_charge'] }) {
  if (!state) return null;
  return (
    <Badge
      size="xs"
      variant="subtle"
      colorPalette={state === 'active' ? 'blue' : 'green'}
      flexShrink={0}
    >
      <LuQrCode aria-hidden />
      {PIX_MARK_LABELS[state]}
    </Badge>
  );
}
