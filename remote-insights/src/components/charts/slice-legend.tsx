import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatBRL } from 'shared/format';
import { OTHERS_LABEL } from '../../lib/charts/category-slices';

export interface LegendEntry {
  id: string;
  label: string;
  /** Cents, as the API sent them. */
  value: number;
  /** The colour of the slice that draws it. */
  color: string;
}

/**
 * Pure-CSS scroll shadows: covers in the card's colour scroll with the list and hide the shadows
 * pinned to its edges once that end is reached, so a shadow shows only where more rows are hidden.
 */
const SCROLL_SHADOWS = {
  '--cover': 'var(--chakra-colors-bg-panel)',
  '--shadow': 'color-mix(in srgb, var(--chakra-colors-fg) 22%, transparent)',
  background: [
    'linear-gradient(var(--cover) 30%, transparent) top / 100% 2rem no-repeat local',
    'linear-gradient(transparent, var(--cover) 70%) bottom / 100% 2rem no-repeat local',
    'radial-gradient(farthest-side at 50% 0, var(--shadow), transparent) top / 100% 0.625rem no-repeat scroll',
    'radial-gradient(farthest-side at 50% 100%, var(--shadow), transparent) bottom / 100% 0.625rem no-repeat scroll',
  ].join(', '),
  // A classic scrollbar would push the amounts out of line with those above.
  scrollbarWidth: 'thin',
};

function Row({ label, value, color }: Omit<LegendEntry, 'id'>) {
  return (
    <>
      <HStack gap="2" minW="0">
        <Box boxSize="2.5" borderRadius="full" bg={color} flexShrink="0" />
        <Text truncate>{label}</Text>
      </HStack>
      <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {formatBRL(value)}
      </Text>
    </>
  );
}

function EntryList({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <Stack as="ul" gap="1.5" listStyleType="none">
      {entries.map(({ id, ...entry }) => (
        <HStack as="li" key={id} justify="space-between" gap="3">
          <Row {...entry} />
        </HStack>
      ))}
    </Stack>
  );
}

export interface SliceLegendProps {
  /** The slices drawn in colours of their own. */
  entries: readonly LegendEntry[];
  /** The categories drawn together as the 'Outras categorias' slice, in its colour. */
  others: readonly LegendEntry[];
  /** What `others` add up to, in cents. */
  othersTotal: number;
  othersColor: string;
}

/**
 * Every slice the API sent, with its exact amount, in the API's order. The categories grouped
 * into 'Outras categorias' come under its total; on wide screens, where the cards share a row,
 * they scroll inside the card (with shadows at the edges that have more), on phones they do not.
 */
export function SliceLegend({ entries, others, othersTotal, othersColor }: SliceLegendProps) {
  return (
    <Stack gap="3" textStyle="sm">
      <EntryList entries={entries} />
      {others.length > 0 && (
        <Stack gap="1.5">
          <HStack justify="space-between" gap="3" fontWeight="medium">
            <Row
              label={`${OTHERS_LABEL} (${others.length})`}
              value={othersTotal}
              color={othersColor}
            />
          </HStack>
          <Box
            role="region"
            aria-label={OTHERS_LABEL}
            // Focusable so that the keyboard can scroll it too.
            tabIndex={0}
            focusVisibleRing="inside"
            maxH={{ lg: '8.5rem' }}
            overflowY="auto"
            ps="4.5"
            css={SCROLL_SHADOWS}
          >
            <EntryList entries={others} />
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
