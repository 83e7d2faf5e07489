import { Box, Button, Checkbox, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ApprovalQueueItem } from 'shared/contracts';
import { formatBRL, formatShortDate } from 'shared/format';
import type { Decision } from './decision-drawer';

export interface ApprovalItemProps {
  item: ApprovalQueueItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDecide: (decision: Decision) => void;
}

/**
 * One payable waiting: a card that stacks on a phone and lays out in a row from md up, so the
 * same markup serves 390 px and 1366 px.
 */
export function ApprovalItem({ item, selected, onSelect, onDecide }: ApprovalItemProps) {
  const details = [item.supplier, item.category, item.bank_account].filter(Boolean).join(' · ');
  return (
    <Flex
      as="li"
      gap="3"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg={selected ? 'bg.muted' : 'bg'}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
    >
      <HStack gap="3" flex="1" minW="0" align="flex-start">
        <Checkbox.Root
          mt="1"
          checked={selected}
          onCheckedChange={(details) => onSelect(details.checked === true)}
        >
          <Checkbox.HiddenInput aria-label={`Selecionar ${item.description}`} />
          <Checkbox.Control />
        </Checkbox.Root>
        <Stack gap="0" minW="0" flex="1">
          <Text fontWeight="medium" truncate title={item.description}>
            {item.description}
          </Text>
          {details && (
            <Text textStyle="sm" color="fg.muted" truncate>
              {details}
            </Text>
          )}
          <Text textStyle="xs" color="fg.muted">
            {item.requested_by ? `Lançado por ${item.requested_by}` : 'Lançado'}
          </Text>
        </Stack>
        <Box textAlign="end" flexShrink={0}>
          <Text fontWeight="semibold">{formatBRL(item.amount_cents)}</Text>
          <Text textStyle="sm" color="fg.muted">
            vence {formatShortDate(item.due_date)}
          </Text>
        </Box>
      </HStack>
      <HStack gap="2" justify="flex-end">
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={`Rejeitar ${item.description}`}
          onClick={() => onDecide('reject')}
        >
          Rejeitar
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          aria-label={`Aprovar ${item.description}`}
          onClick={() => onDecide('approve')}
        >
          Aprovar
        </Button>
      </HStack>
    </Flex>
  );
}
