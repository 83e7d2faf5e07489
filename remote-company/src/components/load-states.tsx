import { Alert, Button, Flex, Spinner } from '@chakra-ui/react';

/** What a tab shows while its data is on the way: a spinner that screen readers announce. */
export function Loading() {
  return (
    <Flex role="status" aria-label="Carregando" justify="center" py="10">
      <Spinner />
    </Flex>
  );
}

/** A tab whose data did not come: what failed, in Portuguese, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert.Root>
  );
}
