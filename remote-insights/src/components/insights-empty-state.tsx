import { EmptyState, VStack } from '@chakra-ui/react';
import { LuChartPie } from 'react-icons/lu';

/** A period without data (or a report that failed, SPEC.md §8): the insights and the painel de vendas. */
export function InsightsEmptyState() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" borderStyle="dashed">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuChartPie />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>Sem informações para exibir neste período</EmptyState.Title>
          <EmptyState.Description>
            Tente alterar os filtros para encontrar dados.
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
