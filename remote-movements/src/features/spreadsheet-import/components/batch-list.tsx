import { Alert, Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SpreadsheetBatch } from 'shared/contracts';
import { formatShortDate } from 'shared/format';
import {
  useGetSpreadsheetBatchesQuery,
  useUndoSpreadsheetImportMutation,
} from '../api/spreadsheet-api';
import { Cell, SimpleTable } from './tables';

const when = (iso: string) => {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
  const time = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${formatShortDate(day)} ${time}`;
};

function counts(batch: SpreadsheetBatch): string {
  const parts = [`${batch.created_count} criada(s)`, `${batch.paid_count} já paga(s)`];
  if (batch.rejected_count > 0) parts.push(`${batch.rejected_count} rejeitada(s)`);
  if (batch.contacts_created > 0) parts.push(`${batch.contacts_created} contato(s) novo(s)`);
  if (batch.cost_centers_created > 0) {
    parts.push(`${batch.cost_centers_created} centro(s) de custo novo(s)`);
  }
  return parts.join(' · ');
}

/** Every spreadsheet import of the company, newest first, each with 'Desfazer importação'. */
export function SpreadsheetBatchList({ canUndo }: { canUndo: boolean }) {
  const batches = useGetSpreadsheetBatchesQuery();
  const [undo, undoing] = useUndoSpreadsheetImportMutation();
  const [message, setMessage] = useState<{ status: 'success' | 'error'; text: string } | null>(
    null,
  );

  const run = async (batch: SpreadsheetBatch) => {
    setMessage(null);
    const result = await undo(batch.id);
    if ('error' in result) {
      const error = result.error as { message?: string } | undefined;
      setMessage({ status: 'error', text: error?.message || 'Não foi possível desfazer.' });
    } else {
      setMessage({ status: 'success', text: `Importação de ${batch.file_name} desfeita.` });
    }
  };

  if (batches.isLoading) return <Text color="fg.muted">Carregando importações…</Text>;
  if (batches.isError) {
    return <Text color="red.fg">Não foi possível carregar as importações.</Text>;
  }
  const rows = batches.data ?? [];
  return (
    <Stack gap="3">
      {message && (
        <Alert.Root status={message.status} role={message.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Description>{message.text}</Alert.Description>
        </Alert.Root>
      )}
      {rows.length === 0 ? (
        <Text color="fg.muted">Nenhuma planilha importada ainda.</Text>
      ) : (
        <SimpleTable
          label="Importações de planilha"
          headers={['Arquivo', 'Data', 'Usuário', 'Movimentações', 'Situação']}
        >
          {rows.map((batch) => (
            <Box as="tr" key={batch.id} borderBottomWidth="1px">
              <Cell>{batch.file_name}</Cell>
              <Cell>{when(batch.created_at)}</Cell>
              <Cell>{batch.user_name}</Cell>
              <Cell>{counts(batch)}</Cell>
              <Cell>
                {batch.undone_at ? (
                  <Badge colorPalette="gray">Desfeita</Badge>
                ) : canUndo ? (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    loading={undoing.isLoading && undoing.originalArgs === batch.id}
                    onClick={() => void run(batch)}
                    aria-label={`Desfazer importação de ${batch.file_name}`}
                  >
                    Desfazer importação
                  </Button>
                ) : (
                  <Badge colorPalette="green">Importada</Badge>
                )}
              </Cell>
            </Box>
          ))}
        </SimpleTable>
      )}
    </Stack>
  );
}
