import { SimpleGrid } from '@chakra-ui/react';
import type { SalesPanel } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { Counter } from 'shared/ui';

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * The painel's five cards; the inadimplência carries its share of what fell due in the period as
 * a badge, short enough to leave the amount room on a phone.
 */
export function SalesCards({ cards }: { cards: SalesPanel['cards'] }) {
  return (
    // 17rem: the inadimplência card holds its amount and its badge side by side without cutting
    // the amount (at 15rem, 1366 px showed "R$ 21.1…").
    <SimpleGrid minChildWidth="17rem" gap="4">
      <Counter label="Faturamento" value={formatBRL(cards.faturamento)} severity="primary" />
      <Counter label="Recebido" value={formatBRL(cards.recebido)} severity="success" />
      <Counter label="A receber" value={formatBRL(cards.a_receber)} severity="warn" />
      <Counter label="Ticket médio" value={formatBRL(cards.ticket_medio)} severity="primary" />
      <Counter
        label="Inadimplência"
        value={formatBRL(cards.inadimplencia)}
        severity={cards.inadimplencia > 0 ? 'danger' : 'success'}
        badge={`${percent.format(cards.inadimplencia_percent)}%`}
      />
    </SimpleGrid>
  );
}
