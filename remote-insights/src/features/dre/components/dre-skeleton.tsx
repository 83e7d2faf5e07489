import { Stack } from '@chakra-ui/react';
import { Skeleton } from 'shared/ui-kit';

/** The DRE's shape while it loads: a header row and the report's lines. */
export function DreSkeleton() {
  return (
    <Stack gap="2" role="status" aria-label="Carregando DRE" aria-busy="true">
      <Skeleton h="10" borderRadius="l2" />
      {Array.from({ length: 12 }, (_, index) => (
        <Skeleton key={index} h="8" borderRadius="l2" />
      ))}
    </Stack>
  );
}
