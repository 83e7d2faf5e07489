import { EmptyState, VStack } from '@chakra-ui/react';
import { LuConstruction } from 'react-icons/lu';
import { PageHeading } from './page-heading';

/**
 * An honest placeholder for a route whose feature has not landed yet. It is rendered by the
 * remote that owns the route, so the federation wiring behind it is already real.
 */
export function UnderConstruction({ title, area }: { title: string; area: string }) {
  return (
    <>
      <PageHeading title={title} />
      <EmptyState.Root borderWidth="1px" borderRadius="l3" borderStyle="dashed">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuConstruction />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>Em construção</EmptyState.Title>
            <EmptyState.Description>
              Esta área ({area}) ainda está sendo construída. Em breve ela estará disponível aqui.
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </>
  );
}
