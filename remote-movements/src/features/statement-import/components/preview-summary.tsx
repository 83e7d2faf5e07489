import { Button, HStack, Text } from '@chakra-ui/react';
import type { PreviewLine, StatementPreview } from 'shared/contracts';
import type { MissingChoices } from '../decisions';

// What the preview says of itself above the table: its counts, how many lines are ready, and what
// a refused confirmation still asks for.

export const transfers = (count: number) =>
  count === 1 ? '1 transferência' : `${count} transferências`;

/** What a refused confirmation says at the top; each line says its own as well. */
export function missingText({ missingCategory, missingAccount }: MissingChoices): string {
  const lines = (numbers: number[]) => numbers.slice(0, 5).join(', ');
  return [
    ...(missingCategory.length > 0
      ? [`Escolha a categoria dos movimentos a criar (linha ${lines(missingCategory)}).`]
      : []),
    ...(missingAccount.length > 0
      ? [`Escolha a outra conta das transferências entre contas (linha ${lines(missingAccount)}).`]
      : []),
  ].join(' ');
}

export function Counts({ preview }: { preview: StatementPreview }) {
  const { counts } = preview;
  return (
    <Text aria-live="polite">
      {`${counts.total} linhas: ${counts.new} novas, ${counts.matched} conciliáveis, ${counts.duplicate} duplicadas`}
      {counts.received > 0 ? `, ${counts.received} já registradas` : ''}
      {counts.transfer > 0 ? `, ${transfers(counts.transfer)} entre contas` : ''}
      {counts.skipped > 0 ? ` (${counts.skipped} de saldo ou valor zero deixadas de fora)` : ''}.
    </Text>
  );
}

/** Lines with something to decide: a duplicate is already imported. */
const decidable = (line: PreviewLine) => line.state !== 'duplicate';
export const toReview = (line: PreviewLine) => decidable(line) && !line.ready;

/** "115 de 120 prontas, 5 para revisar", and the filter to those 5 and back. */
export function ReadySummary(props: {
  preview: StatementPreview;
  onlyReview: boolean;
  onToggle: () => void;
}) {
  const { preview, onlyReview } = props;
  const total = preview.lines.filter(decidable).length;
  const review = preview.lines.filter(toReview).length;
  return (
    <HStack gap="3" wrap="wrap">
      <Text fontWeight="medium" aria-live="polite">
        {`${preview.counts.ready} de ${total} prontas, ${review} para revisar`}
      </Text>
      {(review > 0 || onlyReview) && (
        <Button size="sm" variant="outline" aria-pressed={onlyReview} onClick={props.onToggle}>
          {onlyReview
            ? `Mostrar todas as ${total} linhas`
            : `Mostrar só ${review === 1 ? 'a 1' : `as ${review}`} para revisar`}
        </Button>
      )}
    </HStack>
  );
}
