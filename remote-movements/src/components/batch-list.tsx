import { Alert, Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { formatShortDate } from 'shared/format';

/** What every import batch has, whatever the file it came from. */
export interface UndoableBatch {
  id: string;
  file_name: string;
  created_at: string;
  user_name: string;
  undone_at: string | null;
}

/** One column between 'Arquivo' and 'Situação'. */
export interface BatchColumn<Batch> {
  header: string;
  cell: (batch: Batch) => ReactNode;
  nowrap?: boolean;
}

/** The batches query and the undo mutation hooks, as RTK Query gives them (module constants). */
export interface BatchListProps<Batch extends UndoableBatch> {
  useBatches: () => { isLoading: boolean; isError: boolean; data?: Batch[] };
  useUndo: () => readonly [
    (batchId: string) => Promise<{ error?: unknown }>,
    { isLoading: boolean; originalArgs?: string },
  ];
  canUndo: boolean;
  onUndone?: () => void;
  /** The table's accessible name. */
  label: string;
  /** What shows when there is no batch. */
  empty: string;
  columns: BatchColumn<Batch>[];
  /** Caps the table's height (its header stays in view, each title on one line). */
  maxH?: string;
}

/** "dd/mm/aaaa hh:mm" on the company's clock. */
export const batchWhen = (iso: string) => {
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
function HeaderCell({ children, nowrap }: { children: ReactNode; nowrap?: boolean }) {
  return (
    <Box
      as="th"
      textAlign="start"
      fontWeight="semibold"
      px="3"
      py="2"
      whiteSpace={nowrap ? 'nowrap' : undefined}
    >
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

/** Every import of the company, newest first, each with 'Desfazer importação'. */
export function BatchList<Batch extends UndoableBatch>({
  useBatches,
  useUndo,
  canUndo,
  onUndone,
  label,
  empty,
  columns,
  maxH,
}: BatchListProps<Batch>) {
  const batches = useBatches();
  const [undo, undoing] = useUndo();
  const [message, setMessage] = useState<{ status: 'success' | 'error'; text: string } | null>(
    null,
  );

  const run = async (batch: Batch) => {
    setMessage(null);
    const result = await undo(batch.id);
    if ('error' in result) {
      const error = result.error as { message?: string } | undefined;
      setMessage({ status: 'error', text: error?.message || 'Não foi possível desfazer.' });
    } else {
      setMessage({ status: 'success', text: `Importação de ${batch.file_name} desfeita.` });
      onUndone?.();
    }
  };

  if (batches.isLoading) return <Text color="fg.muted">Carregando importações…</Text>;
  if (batches.isError) {
    return <Text color="red.fg">Não foi possível carregar as importações.</Text>;
  }
  const rows = batches.data ?? [];
  const headers = ['Arquivo', ...columns.map((column) => column.header), 'Situação'];
  return (
    <Stack gap="3">
      {message && (
        <Alert.Root status={message.status} role={message.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Description>{message.text}</Alert.Description>
        </Alert.Root>
      )}
      {rows.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Box
          overflowX="auto"
          borderWidth="1px"
          borderRadius="lg"
          maxH={maxH}
          overflowY={maxH ? 'auto' : undefined}
        >
          <Box as="table" w="full" textStyle="sm" aria-label={label}>
            <Box
              as="thead"
              position={maxH ? 'sticky' : undefined}
              top={maxH ? '0' : undefined}
              bg={maxH ? 'bg' : undefined}
            >
              <Box as="tr" borderBottomWidth="1px">
                {headers.map((header) => (
                  <HeaderCell key={header} nowrap={maxH !== undefined}>
                    {header}
                  </HeaderCell>
                ))}
              </Box>
            </Box>
            <Box as="tbody">
              {rows.map((batch) => (
                <Box as="tr" key={batch.id} borderBottomWidth="1px">
                  <Cell>{batch.file_name}</Cell>
                  {columns.map((column) => (
                    <Cell key={column.header} nowrap={column.nowrap}>
                      {column.cell(batch)}
                    </Cell>
                  ))}
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
