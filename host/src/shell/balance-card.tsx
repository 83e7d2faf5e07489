import { Card, Stat } from '@chakra-ui/react';

/**
 * SPEC.md §2: the 'Saldo Total' card with fixed text R$ 30.000 is hidden; it only holds the place
 * where the real balance will go.
 */
export function BalanceCard() {
  return (
    <Card.Root hidden size="sm" variant="subtle" data-testid="balance-card">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>Saldo Total</Stat.Label>
          <Stat.ValueText>R$ 30.000</Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
