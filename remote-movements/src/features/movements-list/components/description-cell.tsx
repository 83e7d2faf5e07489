import { Box, HStack, Text } from '@chakra-ui/react';
import { LuRepeat } from 'react-icons/lu';
import type { Movement } from 'shared/contracts';
import { ApprovalMark } from '../../../components/approval-mark';
import { PixMark } from '../../../components/pix-mark';

/**
 * The description, a mark for a repeated movement, then 'parcela 2/10' for a parcel and the Pix
 * mark ('Pago via Pix', 'Cobrança Pix') and the approval mark ('Aguardando aprovação', 'Rejeitado')
 * on the line below, which the row's height already has.
 */
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
      {(instalment || movement.pix_charge || movement.approval) && (
        <HStack gap="2" minW="0">
          {instalment && (
            <Text textStyle="xs" color="fg.muted">
              parcela {instalment.label}
            </Text>
          )}
          <PixMark state={movement.pix_charge} />
          <ApprovalMark approval={movement.approval} />
        </HStack>
      )}
    </Box>
  );
}
