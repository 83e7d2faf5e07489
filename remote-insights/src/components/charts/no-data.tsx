import { Text } from '@chakra-ui/react';

/** SPEC.md §2 cash-flow empty text; an empty chart says the same rather than drawing nothing. */
export function NoData() {
  return (
    <Text color="fg.muted" textStyle="sm">
      Nenhum dado para apresentar até o momento
    </Text>
  );
}
