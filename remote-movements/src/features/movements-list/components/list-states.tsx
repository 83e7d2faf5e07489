import { Box, Button, EmptyState, Stack } from '@chakra-ui/react';
import { LuInbox, LuTriangleAlert } from 'react-icons/lu';
import { Skeleton } from 'shared/ui-kit';

export function ListSkeleton() {
  return (
    <Stack gap="2" role="status" aria-label="Carregando movimentações">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} h="12" borderRadius="md" />
      ))}
    </Stack>
  );
}

/** No movement matches: the same words as the insights page's empty state. */
export function ListEmpty() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuInbox />
        </EmptyState.Indicator>
        <EmptyState.Title>Nenhuma movimentação encontrada</EmptyState.Title>
        <EmptyState.Description>
          Tente alterar os filtros para encontrar dados.
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The list could not load: say so in place, keep the heading and filters usable. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert">
      <EmptyState.Root borderWidth="1px" borderRadius="lg">
        <EmptyState.Content>
          <EmptyState.Indicator color="fg.error">
            <LuTriangleAlert />
          </EmptyState.Indicator>
          <EmptyState.Title>Não foi possível carregar as movimentações</EmptyState.Title>
          <EmptyState.Description>Verifique sua conexão e tente novamente.</EmptyState.Description>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Tentar novamente
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Box>
  );
}
