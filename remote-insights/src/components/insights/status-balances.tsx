import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Insights } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { StatusTag } from 'shared/ui';

/** SPEC.md §2 'Movimentações': the balance of each transaction status, in the API's order. */
export function StatusBalances({
  balances,
}: {
  balances: Insights['balance_by_transaction_status'];
}) {
  const titleId = useId();
  return (
    <Card.Root variant="outline" minW="0">
      <Card.Header pb="0">
        <Heading as="h2" size="md" id={titleId}>
          Movimentações
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" aria-labelledby={titleId} gap="0" listStyleType="none">
          {balances.map(({ status, balance }) => (
            <HStack
              as="li"
              key={status}
              justify="space-between"
              py="3"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: '0' }}
            >
              <StatusTag status={status} />
              <Text
                fontWeight="medium"
                fontVariantNumeric="tabular-nums"
                color={balance < 0 ? 'red.fg' : 'fg'}
              >
                {formatBRL(balance)}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
