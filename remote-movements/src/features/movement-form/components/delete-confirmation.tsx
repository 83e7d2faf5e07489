import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { Movement, SeriesScope } from 'shared/contracts';
import { isSeries } from '../hooks/use-movement-submit';
import { ScopeChoice } from './scope-choice';

/** What the series of `movement` is made of, for the scope questions: parcels or repetitions. */
export const seriesNoun = (movement: Movement | undefined) =>
  movement?.recurrence ? 'repetições' : 'parcelas';

/** 'Excluir': which parcels for one of a series, else a plain confirmation. */
export function DeleteConfirmation({
  editing,
  busy,
  onConfirm,
  onCancel,
}: {
  editing: Movement;
  busy: boolean;
  onConfirm: (scope: SeriesScope) => void;
  onCancel: () => void;
}) {
  if (isSeries(editing)) {
    return (
      <ScopeChoice
        question={`Excluir quais ${seriesNoun(editing)}?`}
        busy={busy}
        onChoose={onConfirm}
        onCancel={onCancel}
      />
    );
  }
  return (
    <Box
      role="alertdialog"
      aria-label="Confirmar exclusão"
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <Text>Excluir “{editing.description}”? Esta ação não pode ser desfeita.</Text>
      <HStack mt="2">
        <Button size="sm" colorPalette="red" loading={busy} onClick={() => onConfirm('one')}>
          Confirmar exclusão
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </HStack>
    </Box>
  );
}
