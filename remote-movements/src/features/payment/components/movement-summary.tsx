import { Box, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Movement } from 'shared/contracts';
import { formatBRL, formatLongDate } from 'shared/format';
import { StatusTag } from 'shared/ui';
import { ApprovalMark } from '../../../components/approval-mark';
import { PixMark } from '../../../components/pix-mark';

/** What is being paid: the movement as the list shows it, with its open amount. */
export function MovementSummary({ movement }: { movement: Movement }) {
  const counterpart = movement.type === 'despesa' ? 'Fornecedor' : 'Cliente';
  const items: [string, string][] = [
    ['Tipo', movement.type === 'despesa' ? 'Despesa (a pagar)' : 'Receita (a receber)'],
    ['Categoria', movement.category.name],
    [counterpart, movement.supplier?.name ?? '—'],
    ['Vencimento', formatLongDate(movement.due_date)],
    ['Valor', formatBRL(movement.amount_cents)],
    ['Pago', formatBRL(movement.paid_cents)],
    ['Em aberto', formatBRL(movement.open_cents)],
  ];
  return (
    <Stack
      as="section"
      aria-labelledby="payment-summary"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      gap="3"
    >
      <Stack direction="row" align="center" justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" size="md" id="payment-summary">
          {movement.description}
          {movement.instalment ? ` (${movement.instalment.label})` : ''}
        </Heading>
        <HStack gap="2">
          <StatusTag status={movement.status} />
          <PixMark state={movement.pix_charge} />
          <ApprovalMark approval={movement.approval} />
        </HStack>
      </Stack>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
        {items.map(([label, value]) => (
          <Box key={label}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="medium">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
