import { Badge, Box, Button, Text } from '@chakra-ui/react';
import { LuWandSparkles } from 'react-icons/lu';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { Category, PreviewLine, StatementLineState } from 'shared/contracts';
import { formatBRL, formatShortDate } from 'shared/format';
import { useMinWidth } from 'shared/ui';
import type { LineChoice } from '../decisions';
import { LineChoiceCell } from './line-choice';
import type { OtherAccount } from './line-choice';
import { SuggestionNote } from './suggestion-note';

// Room for a suggestion's badge and reason under the text, and for the choice's details.
const ROW_HEIGHT = 168;
const CARD_HEIGHT = 340;
const COLUMNS = '84px minmax(200px, 1.3fr) 120px 110px minmax(260px, 1.6fr)';

const STATE_LABEL: Record<StatementLineState, string> = {
  new: 'Nova',
  duplicate: 'Duplicada',
  matched: 'Conciliável',
  received: 'Já recebida',
  transfer: 'Transferência',
};
/** A débito already recorded was paid, a crédito received. */
const stateLabel = (line: PreviewLine) =>
  line.state === 'received' && line.amount_cents < 0 ? 'Já paga' : STATE_LABEL[line.state];
const STATE_PALETTE: Record<StatementLineState, string> = {
  new: 'blue',
  duplicate: 'gray',
  matched: 'green',
  // Settled already, by the PSP's webhook: neither new (blue) nor a pair to confirm (green).
  received: 'purple',
  // Money that stays the company's, as a Pix already received: no receita nor despesa to create.
  transfer: 'purple',
};

export interface PreviewTableProps {
  lines: PreviewLine[];
  choices: Map<number, LineChoice>;
  categories: Category[];
  /** The company's other bank accounts, for a transfer between accounts. */
  otherAccounts: OtherAccount[];
  /** After a refused confirmation: say on each transfer without its other account to pick one. */
  flagMissing: boolean;
  onChoose: (line: number, choice: LineChoice) => void;
  /** "Criar regra a partir desta linha"; without it (a reader) the button is not offered. */
  onCreateRule?: ((line: PreviewLine) => void) | undefined;
}

export function PreviewTable({
  lines,
  choices,
  categories,
  otherAccounts,
  flagMissing,
  onChoose,
  onCreateRule,
}: PreviewTableProps) {
  const narrow = !useMinWidth(768);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (narrow ? CARD_HEIGHT : ROW_HEIGHT),
    overscan: 6,
    getItemKey: (index) => lines[index]?.line ?? index,
  });
  useEffect(() => virtualizer.measure(), [narrow, virtualizer]);

  return (
    <Box
      ref={scrollRef}
      role="table"
      aria-label="Linhas do extrato"
      aria-rowcount={lines.length + 1}
      overflow="auto"
      maxH={{ base: '520px', md: '560px' }}
      borderWidth="1px"
      borderRadius="lg"
      tabIndex={0}
    >
      <Box role="rowgroup" position="sticky" top="0" zIndex="1" bg="bg">
        <Box
          role="row"
          aria-rowindex={1}
          display={narrow ? 'flex' : 'grid'}
          gridTemplateColumns={COLUMNS}
          gap="3"
          px="3"
          py="2"
          borderBottomWidth="1px"
          textStyle="sm"
          fontWeight="semibold"
        >
          <Box role="columnheader">Data</Box>
          <Box role="columnheader">Descrição</Box>
          <Box role="columnheader" textAlign={narrow ? undefined : 'right'}>
            Valor
          </Box>
          <Box role="columnheader">Situação</Box>
          <Box role="columnheader">Ação</Box>
        </Box>
      </Box>
      <Box role="rowgroup" position="relative" h={`${virtualizer.getTotalSize()}px`}>
        {virtualizer.getVirtualItems().map((item) => {
          const line = lines[item.index]!;
          return (
            <Box
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              position="absolute"
              top="0"
              left="0"
              w="full"
              h={`${item.size}px`}
              transform={`translateY(${item.start}px)`}
              display="grid"
              gridTemplateColumns={narrow ? '1fr' : COLUMNS}
              gap={narrow ? '1' : '3'}
              alignItems="start"
              px="3"
              py="2"
              borderBottomWidth="1px"
              overflow="hidden"
            >
              <Box role="cell" textStyle="sm">
                {formatShortDate(line.date)}
              </Box>
              <Box role="cell" minW="0">
                <Text textStyle="sm" lineClamp={2}>
                  {line.description}
                </Text>
                <Text fontSize="xs" color="fg.muted" truncate>
                  {line.state === 'duplicate'
                    ? `Linha ${line.line} · chave: ${line.dedupe_key}`
                    : `Linha ${line.line}`}
                </Text>
                <SuggestionNote line={line} />
              </Box>
              <Box
                role="cell"
                textStyle="sm"
                fontVariantNumeric="tabular-nums"
                textAlign={narrow ? undefined : 'right'}
                color={line.amount_cents < 0 ? 'red.fg' : 'green.fg'}
              >
                {formatBRL(line.amount_cents)}
              </Box>
              <Box role="cell" display="flex" flexDirection="column" alignItems="start" gap="1">
                <Badge colorPalette={STATE_PALETTE[line.state]}>{stateLabel(line)}</Badge>
                {line.ready && <Badge colorPalette="green">Pronta</Badge>}
                {onCreateRule && (
                  <Button
                    size="2xs"
                    variant="outline"
                    aria-label={`Criar regra a partir desta linha (linha ${line.line})`}
                    onClick={() => onCreateRule(line)}
                  >
                    <LuWandSparkles />
                    Criar regra
                  </Button>
                )}
              </Box>
              <Box role="cell">
                <LineChoiceCell
                  line={line}
                  choice={choices.get(line.line)}
                  categories={categories}
                  otherAccounts={otherAccounts}
                  flagMissing={flagMissing}
                  onChoose={onChoose}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
