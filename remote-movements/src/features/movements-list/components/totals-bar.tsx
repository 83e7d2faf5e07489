import { Box, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import type { MovementTotals } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { Skeleton } from 'shared/ui-kit';
import { plural } from '../../../lib/plural';

export interface TotalsBarProps {
  totals: MovementTotals | undefined;
  loading: boolean;
}

/** The five figures of the whole filtered set (the API adds them up, not this page). */
export function TotalsBar({ totals, loading }: TotalsBarProps) {
  if (loading) {
    return (
      <SimpleGrid
        columns={{ base: 2, md: 3, xl: 5 }}
        gap="3"
        mb="4"
        role="status"
        aria-label="Carregando totais"
      >
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h="20" borderRadius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  // Without figures (the request failed) the list below still shows; no card is better than a 0.
  if (!totals) return null;
  const { income, expense, overall } = totals;
  const cards = [
    {
      label: 'A receber',
      value: formatBRL(income.open_cents),
      help: plural(income.open_count, 'em aberto', 'em aberto'),
    },
    {
      label: 'A pagar',
      value: formatBRL(expense.open_cents),
      help: plural(expense.open_count, 'em aberto', 'em aberto'),
    },
    {
      label: 'Recebido / Pago',
      value: formatBRL(income.paid_cents),
      help: `Pago ${formatBRL(expense.paid_cents)}`,
    },
    {
      label: 'Em aberto',
      value: formatBRL(overall.open_cents),
      help: plural(overall.open_count, 'movimentação', 'movimentações'),
    },
    {
      label: 'Vencido',
      value: formatBRL(overall.overdue_cents),
      help: plural(overall.overdue_count, 'movimentação', 'movimentações'),
      danger: overall.overdue_cents > 0,
    },
  ];
  return (
    <SimpleGrid
      columns={{ base: 2, md: 3, xl: 5 }}
      gap="3"
      mb="4"
      as="section"
      aria-label="Totais do filtro"
    >
      {cards.map((card) => (
        <Box key={card.label} borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel">
          <Stat.Root size="sm">
            <Stat.Label>{card.label}</Stat.Label>
            <Stat.ValueText
              fontVariantNumeric="tabular-nums"
              // red.700 on white and red.300 on the dark panel keep 4.5:1 (fg.error's red.500 does not).
              color={card.danger ? { base: 'red.700', _dark: 'red.300' } : undefined}
              textStyle={{ base: 'md', md: 'lg' }}
            >
              {card.value}
            </Stat.ValueText>
            {/* A dl holds only dt/dd: the detail is a second definition of the same term. */}
            <Text as="dd" textStyle="xs" color="fg.muted">
              {card.help}
            </Text>
          </Stat.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}
