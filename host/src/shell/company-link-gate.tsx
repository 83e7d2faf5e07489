import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useCompanyFromLink } from './use-company-from-link';

/** The page waits while a link's company is being opened (use-company-from-link.ts). */
export function CompanyLinkGate({ children }: { children: ReactNode }) {
  if (!useCompanyFromLink()) return children;
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">Abrindo a empresa do link…</Text>
      </VStack>
    </Center>
  );
}
