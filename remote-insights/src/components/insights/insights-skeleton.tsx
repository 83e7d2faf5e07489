import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Skeleton } from 'shared/ui-kit';

/** The shape of the Insights tab while it loads: three cards, three panels, a wide chart. */
export function InsightsSkeleton() {
  return (
    <Stack gap="4" role="status" aria-label="Carregando insights" aria-busy="true">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h="24" borderRadius="l3" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h="72" borderRadius="l3" />
        ))}
      </SimpleGrid>
      <Skeleton h="80" borderRadius="l3" />
    </Stack>
  );
}
