import { Box, Flex, Text } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import type { Movement } from 'shared/contracts';
import { formatBRL, formatLongDate } from 'shared/format';
import { StatusTag } from 'shared/ui';
import { DescriptionCell } from './description-cell';
import { RowActions } from './row-actions';
import type { FormAction } from './row-actions';

/** The columns of the wide table; the header uses the same template so they line up. */
export const TABLE_COLUMNS =
  '40px 104px minmax(120px, 2fr) minmax(88px, 1fr) minmax(88px, 1fr) minmax(88px, 1fr) 104px 104px 92px 44px';
/** The columns' minimums, their gaps and the row's padding: the table shows no less. */
const TABLE_MIN_WIDTH_PX = 960;
export const TABLE_MIN_WIDTH = `${TABLE_MIN_WIDTH_PX}px`;

export interface MovementRowProps {
  movement: Movement;
  index: number;
  narrow: boolean;
  selected: boolean;
  onToggle: (id: string) => void;
  /** 'Editar', 'Duplicar' or 'Excluir' from the row's menu: the page opens the form. */
  onFormAction: (action: FormAction, id: string) => void;
  onPay: (id: string) => void;
  onPixCharge: (id: string) => void;
  style: CSSProperties;
}

const dash = (value: string | undefined | null) => value || '—';

function Amount({ cents, label }: { cents: number; label?: string }) {
  return (
    <Text textAlign="right" fontVariantNumeric="tabular-nums" aria-label={label}>
      {formatBRL(cents)}
    </Text>
  );
}

function SelectBox({
  movement,
  selected,
  onToggle,
}: Pick<MovementRowProps, 'movement' | 'selected' | 'onToggle'>) {
  return (
    <input
      type="checkbox"
      aria-label={`Selecionar ${movement.description}`}
      checked={selected}
      onChange={() => onToggle(movement.id)}
    />
  );
}

/** One movement: a table row from `md` up, a card on a phone (same cells, other layout). */
export function MovementRow(props: MovementRowProps) {
  const { movement, index, narrow, style } = props;
  const counterpart = dash(movement.supplier?.name);
  const account = dash(movement.bank_account?.name);
  const category = movement.category.name;
  const due = formatLongDate(movement.due_date);
  const actions = (
    <RowActions
      movement={movement}
      onFormAction={props.onFormAction}
      onPay={props.onPay}
      onPixCharge={props.onPixCharge}
    />
  );
  const select = (
    <SelectBox movement={movement} selected={props.selected} onToggle={props.onToggle} />
  );

  if (narrow) {
    return (
      <Box role="row" aria-rowindex={index + 2} style={style} px="1" py="1">
        <Box
          borderWidth="1px"
          borderRadius="lg"
          p="3"
          h="full"
          bg={props.selected ? 'bg.muted' : 'bg.panel'}
        >
          <Flex gap="2" align="flex-start">
            <Box role="cell" pt="1">
              {select}
            </Box>
            <Box role="cell" flex="1" minW="0">
              <DescriptionCell movement={movement} />
            </Box>
            <Box role="cell">
              <StatusTag status={movement.status} />
            </Box>
            <Box role="cell">{actions}</Box>
          </Flex>
          <Flex justify="space-between" gap="2" mt="1" textStyle="sm" color="fg.muted">
            <Text role="cell">Venc. {due}</Text>
            <Text role="cell" truncate>
              {category}
            </Text>
          </Flex>
          <Flex justify="space-between" gap="2" textStyle="sm" color="fg.muted">
            <Text role="cell" truncate>
              {counterpart}
            </Text>
            <Text role="cell" truncate>
              {account}
            </Text>
          </Flex>
          <Flex justify="space-between" gap="2" mt="1">
            <Box role="cell" fontWeight="semibold">
              <Amount cents={movement.amount_cents} />
            </Box>
            <Box role="cell" color="fg.muted" textStyle="sm">
              <Amount
                cents={movement.paid_cents}
                label={`Pago ${formatBRL(movement.paid_cents)}`}
              />
            </Box>
          </Flex>
        </Box>
      </Box>
    );
  }

  return (
    <Box
      role="row"
      aria-rowindex={index + 2}
      style={style}
      display="grid"
      gridTemplateColumns={TABLE_COLUMNS}
      alignItems="center"
      gap="2"
      px="2"
      minW={TABLE_MIN_WIDTH}
      borderBottomWidth="1px"
      textStyle="sm"
      bg={props.selected ? 'bg.muted' : undefined}
      _hover={{ bg: 'bg.subtle' }}
    >
      <Box role="cell">{select}</Box>
      <Text role="cell" fontVariantNumeric="tabular-nums">
        {due}
      </Text>
      <Box role="cell" minW="0">
        <DescriptionCell movement={movement} />
      </Box>
      <Text role="cell" truncate>
        {category}
      </Text>
      <Text role="cell" truncate>
        {counterpart}
      </Text>
      <Text role="cell" truncate>
        {account}
      </Text>
      <Box role="cell">
        <Amount cents={movement.amount_cents} />
      </Box>
      <Box role="cell">
        <Amount cents={movement.paid_cents} />
      </Box>
      <Box role="cell">
        <StatusTag status={movement.status} />
      </Box>
      <Box role="cell">{actions}</Box>
    </Box>
  );
}
