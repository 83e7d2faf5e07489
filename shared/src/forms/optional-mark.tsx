import { Text } from '@chakra-ui/react';

/** Beside the label of a field that may stay empty. */
export function OptionalMark() {
  return (
    <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs">
      (opcional)
    </Text>
  );
}
