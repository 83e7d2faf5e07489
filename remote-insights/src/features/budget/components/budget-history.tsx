import { Box, Stack, Text } from '@chakra-ui/react';
import type { Category } from 'shared/contracts';
import { formatBRL, formatDateTime, MONTH_NAMES } from 'shared/format';
import { useGetBudgetHistoryQuery } from '../api/budget-api';

/** Who changed the year's budget, when, and which cells: a disclosure under the grid. */
export function BudgetHistoryList({
  year,
  categories,
  costCenters,
}: {
  year: number;
  categories: readonly Category[];
  costCenters: readonly { id: string; name: string }[];
}) {
  const history = useGetBudgetHistoryQuery(year);
  const nameOf = (id: string) =>
    categories.find((category) => category.id === id)?.name ?? 'Categoria removida';
  const centerOf = (id: string | null) =>
    id
      ? ` (${costCenters.find((center) => center.id === id)?.name ?? 'centro de custo removido'})`
      : '';
  const items = history.data?.items ?? [];
  return (
    <Box as="details" borderWidth="1px" borderRadius="l2" p="3">
      <Box as="summary" cursor="pointer" fontWeight="semibold">
        Histórico de alterações
      </Box>
      <Stack as="ol" gap="3" mt="3" listStyle="none">
        {items.length === 0 && (
          <Text as="li" color="fg.muted" textStyle="sm">
            Nenhuma alteração salva neste ano.
          </Text>
        )}
        {items.map((item) => (
          <Box as="li" key={item.version}>
            <Text textStyle="sm" fontWeight="medium">
              Versão {item.version} · {item.user?.name ?? 'Pessoa removida'} ·{' '}
              {formatDateTime(item.created_at)} · {item.changed_cells}{' '}
              {item.changed_cells === 1 ? 'célula' : 'células'}
            </Text>
            <Stack as="ul" gap="0.5" ps="4" textStyle="xs" color="fg.muted">
              {item.changes.slice(0, 5).map((change) => (
                <li key={`${change.category_id}/${change.cost_center_id ?? ''}/${change.month}`}>
                  {nameOf(change.category_id)}
                  {centerOf(change.cost_center_id)}, {MONTH_NAMES[change.month - 1]}:{' '}
                  {formatBRL(change.from)} → {formatBRL(change.to)}
                </li>
              ))}
              {item.changed_cells > 5 && <li>e mais {item.changed_cells - 5}</li>}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
