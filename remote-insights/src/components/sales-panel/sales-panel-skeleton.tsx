import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Skeleton } from 'shared/ui-kit';

/** The painel's shape while it loads: five cards, the wide monthly chart, two rows of two. */
export function SalesPanelSkeleton() {
  return (
    <Stack gap="4" role="status" aria-label="Carregando painel de vendas" aria-busy="true">
      <SimpleGrid minChildWidth="15rem" gap="4">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} h="24" borderRadius="l3" />
        ))}
      </SimpleGrid>
      <Skeleton h="80" borderRadius="l3" />
      {[0, 1].map((row) => (
        <SimpleGrid key={row} columns={{ base: 1, lg: 2 }} gap="4">
          <Skeleton h="72" borderRadius="l3" />
          <Skeleton h="72" borderRadius="l3" />
        </SimpleGrid>
      ))}
    </Stack>
  );
}
