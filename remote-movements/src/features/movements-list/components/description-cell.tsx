import { Box, HStack, Text } from '@chakra-ui/react';
import { LuRepeat } from 'react-icons/lu';
import type { Movement } from 'shared/contracts';

/** The description, 'parcela 2/10' for a parcel and a mark for a repeated movement. */
export function DescriptionCell({ movement }: { movement: Movement }) {
  const { instalment, recurrence } = movement;
  return (
    <Box minW="0">
      <HStack gap="1" minW="0">
        <Text truncate fontWeight="medium" title={movement.description}>
          {movement.description}
        </Text>
        {recurrence && (
          <Box
            as="span"
            role="img"
            aria-label={`Recorrente, ${recurrence.number} de ${recurrence.count}`}
            title={`Recorrente, ${recurrence.number} de ${recurrence.count}`}
            color="fg.muted"
            flexShrink={0}
          >
            <LuRepeat aria-hidden />
          </Box>
        )}
      </HStack>
      {instalment && (
        <Text textStyle="xs" color="fg.muted">
          parcela {instalment.label}
        </Text>
      )}
    </Box>
  );
}
