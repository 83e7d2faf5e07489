import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

export interface UnknownTabProps {
  /** Whose sections: 'da empresa' or 'da conta'. */
  of: 'da empresa' | 'da conta';
  /** The area's first tab, offered as the way out. */
  firstTabHref: string;
}

/** An area's `:tab` that names no section: said plainly, with the way to the first one. */
export function UnknownTab({ of, firstTabHref }: UnknownTabProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="l3" borderStyle="dashed">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>Seção não encontrada</EmptyState.Title>
          <EmptyState.Description>
            Esta seção {of} não existe. Escolha uma das abas acima.
          </EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <RouterLink to={firstTabHref}>Ir para Informações gerais</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
