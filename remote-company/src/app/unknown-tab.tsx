import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

export function UnknownTab() {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" borderStyle="dashed">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>Seção não encontrada</EmptyState.Title>
          <EmptyState.Description>
            Esta seção da empresa não existe. Escolha uma das abas acima.
          </EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <RouterLink to="/empresa/informacoes-gerais">Ir para Informações gerais</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
