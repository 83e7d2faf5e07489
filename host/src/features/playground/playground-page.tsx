import { Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { formatBRL } from 'shared/format';
import { Counter, PageHeading, StatusTag, toaster } from 'shared/ui';

const STATUSES = ['pago', 'pago parcial', 'vencido', 'a vencer', 'vence hoje'] as const;

/**
 * The shared building blocks side by side, in the current theme: where a designer or developer
 * checks a change to `shared/ui` before it reaches every remote.
 */
export function PlaygroundPage() {
  return (
    <Stack gap="8">
      <PageHeading
        title="Playground"
        description="Componentes compartilhados do Fluxo, no tema atual."
        actions={
          <Button
            colorPalette="brand"
            onClick={() =>
              toaster.create({
                type: 'success',
                title: 'Tudo certo',
                description: 'Exemplo de aviso.',
                duration: 3000,
              })
            }
          >
            Mostrar aviso
          </Button>
        }
      />
      <Stack gap="3">
        <Heading size="md">Contadores</Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Counter
            label="Receita total"
            value={formatBRL(12_345_67)}
            severity="success"
            badge="+12%"
          />
          <Counter
            label="Despesa total"
            value={formatBRL(8_765_43)}
            severity="danger"
            badge="-3%"
          />
          <Counter value={formatBRL(3_580_24)} />
        </SimpleGrid>
      </Stack>
      <Stack gap="3">
        <Heading size="md">Situações</Heading>
        <HStack gap="2" wrap="wrap">
          {STATUSES.map((status) => (
            <StatusTag key={status} status={status} />
          ))}
        </HStack>
      </Stack>
    </Stack>
  );
}
