import { Alert, Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { ImportBatch } from 'shared/contracts';
import { formatShortDate } from 'shared/format';
import { useGetImportBatchesQuery } from '../api/get-import-batches';
import { useUndoImportMutation } from '../api/undo-import';

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

// Plain table elements: Chakra's Table is not among the exports the shared singleton keeps
// (shared/src/federation/tree-shaken-exports.ts), and one list does not need it.
function HeaderCell({ children }: { children: ReactNode }) {
  return (
    <Box as="th" textAlign="start" fontWeight="semibold" px="3" py="2">
      {children}
    </Box>
  );
}

function Cell({ children, nowrap }: { children: ReactNode; nowrap?: boolean }) {
  return (
    <Box as="td" px="3" py="2" whiteSpace={nowrap ? 'nowrap' : undefined}>
      {children}
    </Box>
  );
}

function counts(batch: ImportBatch): string {
  return [
    `${batch.paid_count} baixa(s)`,
    `${batch.created_count} criada(s)`,
    `${batch.ignored_count} ignorada(s)`,
    `${batch.duplicate_count} duplicada(s)`,
  ].join(' · ');
}

/** Every import of the company, newest first, each with 'Desfazer importação'. */
export function BatchList({ canUndo, onUndone }: { canUndo: boolean; onUndone: () => void }) {
  const batches = useGetImportBatchesQuery();
  const [undo, undoing] = useUndoImportMutation();
  const [message, setMessage] = useState<{ status: 'success' | 'error'; text: string } | null>(
    null,
  );

  const run = async (batch: ImportBatch) => {
    setMessage(null);
    const result = await undo(batch.id);
    if ('error' in result) {
      const error = result.error as { message?: string } | undefined;
      setMessage({ status: 'error', text: error?.message || 'Não foi possível desfazer.' });
    } else {
      setMessage({ status: 'success', text: `Importação de ${batch.file_name} desfeita.` });
      onUndone();
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
        <Text color="fg.muted">Nenhuma importação ainda.</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
          <Box as="table" w="full" textStyle="sm" aria-label="Importações">
            <Box as="thead">
              <Box as="tr" borderBottomWidth="1px">
                {['Arquivo', 'Conta', 'Data', 'Usuário', 'Linhas', 'Situação'].map((label) => (
                  <HeaderCell key={label}>{label}</HeaderCell>
                ))}
              </Box>
            </Box>
            <Box as="tbody">
              {rows.map((batch) => (
                <Box as="tr" key={batch.id} borderBottomWidth="1px">
                  <Cell>{batch.file_name}</Cell>
                  <Cell>{batch.bank_account.name}</Cell>
                  <Cell nowrap>{when(batch.created_at)}</Cell>
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
            </Box>
          </Box>
        </Box>
      )}
    </Stack>
  );
}
