import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuCompass } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { selectIsSignedIn, useAppSelector } from 'shared/session';

/** Any unknown path (SPEC.md §2): always allowed, with or without a session. */
export function NotFoundPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <EmptyState.Root py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuCompass />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1" fontSize="2xl">
            Página não encontrada
          </EmptyState.Title>
          <EmptyState.Description>
            O endereço que você acessou não existe ou foi movido. Confira o link ou volte para o
            início.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <Link to={signedIn ? '/' : '/login'}>
            {signedIn ? 'Ir para Insights' : 'Ir para o login'}
          </Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
