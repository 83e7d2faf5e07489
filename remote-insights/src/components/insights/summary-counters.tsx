import { SimpleGrid } from '@chakra-ui/react';
import type { Insights } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { Counter } from 'shared/ui';

/**
 * The three SPEC.md §2 cards; the balance turns red when expenses win. Columns follow the space
 * the cards get, not the viewport: beside the side nav at 1024 px, or at 800 px without it, three
 * columns cut a million-real figure short.
 */
export function SummaryCounters({ insights }: { insights: Insights }) {
  return (
    <SimpleGrid minChildWidth="17rem" gap="4">
      <Counter label="Receita total" value={formatBRL(insights.total_income)} severity="success" />
      <Counter label="Despesa total" value={formatBRL(insights.total_expense)} severity="danger" />
      <Counter
        label="Saldo total"
        value={formatBRL(insights.total_balance)}
        severity={insights.total_balance < 0 ? 'danger' : 'primary'}
      />
    </SimpleGrid>
  );
}
