import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheckCheck, LuQrCode, LuTrash2, LuX } from 'react-icons/lu';
import { MAX_BULK_IDS } from 'shared/contracts';
import type { BulkPixChargesResult } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { useCan } from 'shared/session';
import type { SelectionSummary } from '../bulk-selection';
import { BulkDeleteDrawer } from './bulk-delete-drawer';
import { BulkPayDrawer } from './bulk-pay-drawer';
import { BulkPixDrawer } from './bulk-pix-drawer';
import { BulkPixResult } from './bulk-pix-result';
import { ExportMenu } from './export-menu';

export interface BulkBarProps {
  ids: readonly string[];
  summary: SelectionSummary;
  onClear: () => void;
}

/**
 * The actions on the ticked rows: what is selected and its total, 'Dar baixa', 'Cobrar por Pix',
 * 'Excluir' (for the roles that write movements) and 'Exportar seleção'.
 */
export function BulkBar({ ids, summary, onClear }: BulkBarProps) {
  const canWrite = useCan('write-movements');
  const [action, setAction] = useState<'pay' | 'pix' | 'delete' | null>(null);
  // Kept while its drawer is open: the selection is cleared only once the person has the links.
  const [charged, setCharged] = useState<BulkPixChargesResult | null>(null);
  const tooMany = ids.length > MAX_BULK_IDS;
  const done = () => {
    setAction(null);
    onClear();
  };

  return (
    <Flex
      role="region"
      aria-label="Ações em lote"
      align="center"
      justify="space-between"
      wrap="wrap"
      gap="3"
      mb="4"
      px="3"
      py="2"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.muted"
      // On a phone the bar would sit above the totals, out of sight while rows are ticked below:
      // there it stays at the bottom of the screen, above the theme button's corner.
      position={{ base: 'fixed', md: 'static' }}
      insetX={{ base: '2', md: 'auto' }}
      bottom={{ base: '20', md: 'auto' }}
      zIndex={{ base: 'sticky', md: 'auto' }}
      shadow={{ base: 'lg', md: 'none' }}
    >
      <Flex direction="column" gap="0.5" aria-live="polite">
        <Text fontWeight="semibold">{summary.count} selecionada(s)</Text>
        <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {summary.incomeCents > 0 && `A receber ${formatBRL(summary.incomeCents)} · `}
          {summary.expenseCents > 0 && `A pagar ${formatBRL(summary.expenseCents)} · `}
          Em aberto {formatBRL(summary.openCents)}
        </Text>
        {tooMany && (
          <Text textStyle="sm" color="fg.error">
            Dar baixa, excluir e exportar a seleção aceitam no máximo {MAX_BULK_IDS} movimentações
            por vez; para mais, use Exportar (todo o filtro).
          </Text>
        )}
      </Flex>
      <Flex gap="2" wrap="wrap">
        {canWrite && (
          <>
            <Button colorPalette="brand" disabled={tooMany} onClick={() => setAction('pay')}>
              <LuCheckCheck />
              Dar baixa
            </Button>
            <Button variant="outline" disabled={tooMany} onClick={() => setAction('pix')}>
              <LuQrCode />
              Cobrar por Pix
            </Button>
            <Button
              variant="outline"
              colorPalette="red"
              disabled={tooMany}
              onClick={() => setAction('delete')}
            >
              <LuTrash2 />
              Excluir
            </Button>
          </>
        )}
        <ExportMenu label="Exportar seleção" source={{ ids }} disabled={tooMany} />
        <Button variant="ghost" onClick={onClear}>
          <LuX />
          Limpar seleção
        </Button>
      </Flex>
      {canWrite && (
        <>
          <BulkPayDrawer
            open={action === 'pay'}
            ids={ids}
            summary={summary}
            onClose={() => setAction(null)}
            onDone={done}
          />
          <BulkPixDrawer
            open={action === 'pix'}
            summary={summary}
            onClose={() => setAction(null)}
            onCharged={(result) => {
              setAction(null);
              setCharged(result);
            }}
          />
          <BulkPixResult
            result={charged}
            onClose={() => {
              setCharged(null);
              onClear();
            }}
          />
          <BulkDeleteDrawer
            open={action === 'delete'}
            ids={ids}
            onClose={() => setAction(null)}
            onDone={done}
          />
        </>
      )}
    </Flex>
  );
}
