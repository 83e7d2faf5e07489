import { Alert, Box, Button, Checkbox, EmptyState, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import type { ApprovalQueueItem } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { useCan } from 'shared/session';
import { PageHeading } from 'shared/ui';
import { useGetApprovalQueueQuery } from '../api/approvals-api';
import { ApprovalItem } from './approval-item';
import { DecisionDrawer } from './decision-drawer';
import type { Decision } from './decision-drawer';

export const APPROVERS_ONLY_MESSAGE = 'Só proprietários e administradores aprovam pagamentos.';

interface Pending {
  decision: Decision;
  items: readonly ApprovalQueueItem[];
}

/** `/movimentacoes/aprovacoes`: the payables waiting, soonest due first, decided one by one or together. */
export function ApprovalsPage() {
  const allowed = useCan('approve-payments');
  return (
    <Box>
      <PageHeading
        title="Aprovações"
        description="Pagamentos acima do limite da empresa, lançados pelo financeiro, aguardando a sua decisão."
      />
      {allowed ? (
        <Queue />
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{APPROVERS_ONLY_MESSAGE}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}

function Queue() {
  // The cursors of the pages before this one: "Anterior" pops one.
  const [cursors, setCursors] = useState<string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const queue = useGetApprovalQueueQuery(cursors.at(-1));
  const items = queue.data?.items ?? [];
  const chosen = items.filter((item) => selected.has(item.id));

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const turn = (next: string[]) => {
    setSelected(new Set());
    setCursors(next);
  };

  if (queue.isLoading) return <Text color="fg.muted">Carregando…</Text>;
  if (queue.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Não foi possível carregar as aprovações. Tente novamente.</Alert.Title>
      </Alert.Root>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState.Root borderWidth="1px" borderRadius="lg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuCircleCheck />
          </EmptyState.Indicator>
          <EmptyState.Title>Nenhum pagamento aguardando aprovação</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const allChosen = chosen.length === items.length;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Checkbox.Root
          checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
          onCheckedChange={() => setSelected(new Set(allChosen ? [] : items.map((i) => i.id)))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {`${queue.data?.total ?? 0} aguardando aprovação`}
            {chosen.length > 0 &&
              ` · ${chosen.length} selecionado(s), ${formatBRL(chosen.reduce((s, i) => s + i.amount_cents, 0))}`}
          </Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="2" w={{ base: 'full', sm: 'auto' }}>
          <Button
            size="sm"
            flex={{ base: '1', sm: 'initial' }}
            variant="outline"
            colorPalette="red"
            disabled={chosen.length === 0}
            onClick={() => setPending({ decision: 'reject', items: chosen })}
          >
            Rejeitar seleção
          </Button>
          <Button
            size="sm"
            flex={{ base: '1', sm: 'initial' }}
            colorPalette="brand"
            disabled={chosen.length === 0}
            onClick={() => setPending({ decision: 'approve', items: chosen })}
          >
            Aprovar seleção
          </Button>
        </HStack>
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Pagamentos aguardando aprovação">
        {items.map((item) => (
          <ApprovalItem
            key={item.id}
            item={item}
            selected={selected.has(item.id)}
            onSelect={(on) => toggle(item.id, on)}
            onDecide={(decision) => setPending({ decision, items: [item] })}
          />
        ))}
      </Stack>
      {(cursors.length > 0 || queue.data?.next_cursor) && (
        <HStack justify="flex-end" gap="2">
          <Button
            size="sm"
            variant="outline"
            disabled={cursors.length === 0}
            onClick={() => turn(cursors.slice(0, -1))}
          >
            Anterior
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!queue.data?.next_cursor}
            onClick={() => queue.data?.next_cursor && turn([...cursors, queue.data.next_cursor])}
          >
            Próxima
          </Button>
        </HStack>
      )}
      <DecisionDrawer
        decision={pending?.decision ?? null}
        items={pending?.items ?? []}
        onClose={() => setPending(null)}
        onDone={() => {
          setPending(null);
          setSelected(new Set());
        }}
      />
    </Stack>
  );
}
