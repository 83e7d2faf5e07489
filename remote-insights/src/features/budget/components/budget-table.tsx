import { Box, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import type { CategoryType } from 'shared/contracts';
import {
  formatBRL,
  formatCentsForInput,
  MONTH_ABBREVIATIONS,
  MONTH_NAMES,
  parseBrlToCents,
} from 'shared/format';
import {
  TableBody,
  TableCell,
  TableColumnHeader,
  TableFooter,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';
import { cellKey, MONTHS, monthTotals, sum, zeroMonths } from '../budget-grid';
import type { CellChange, Cells, GridRow } from '../budget-grid';

const MONTH_SHORT = MONTH_ABBREVIATIONS.map(
  (name) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
);

const TYPE_LABELS: Record<CategoryType, string> = {
  receita: 'Total de receitas',
  despesa: 'Total de despesas',
};

// The first column stays in view while the months scroll sideways (a phone shows two or three).
const sticky = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg' } as const;

/** Where the person is in the grid: the editable row's index among editable rows, the month. */
export interface CellPosition {
  row: number;
  month: number;
}

interface BudgetTableProps {
  sections: { type: CategoryType; rows: GridRow[] }[];
  cells: Cells;
  costCenterId: string | null;
  caption: string;
  /** One edit: a typed amount, or several cells at once (paste, fill right). */
  onChange: (changes: CellChange[]) => void;
  onPaste: (text: string, at: CellPosition) => void;
  onFillRight: (at: CellPosition) => void;
  onUndo: () => void;
  onFocusCell: (at: CellPosition) => void;
  /** Says why a typed value was not taken. */
  onInvalid: (message: string | null) => void;
}

/**
 * The orçamento as a spreadsheet: months in columns, the plano in rows. A leaf category's months
 * are fields typed in BRL; a parent's row and each type's total add up as one types. Arrows,
 * Enter and Tab move between fields; a block pasted from a sheet fills from the field it lands
 * in; Ctrl+R repeats a month to the right; Ctrl+Z undoes the last change.
 */
export function BudgetTable({
  sections,
  cells,
  costCenterId,
  caption,
  onChange,
  onPaste,
  onFillRight,
  onUndo,
  onFocusCell,
  onInvalid,
}: BudgetTableProps) {
  const fields = useRef(new Map<string, HTMLInputElement>());
  /** The field being typed in, with its text and the amount it had on entry (for Escape). */
  const [draft, setDraft] = useState<{ id: string; text: string; entry: number } | null>(null);
  const editable = sections.flatMap((section) => section.rows.filter((row) => row.editable));
  const fieldId = (row: number, month: number) => `${row}:${month}`;
  const focus = (row: number, month: number) => {
    const target = fields.current.get(fieldId(row, month));
    if (target) {
      target.focus();
      target.select();
    }
  };
  const amountOf = (row: number, month: number) =>
    cells.get(cellKey(editable[row]!.category.id, costCenterId))?.[month] ?? 0;

  const type = (row: number, month: number, text: string) => {
    const id = fieldId(row, month);
    setDraft((current) => ({
      id,
      text,
      entry: current?.id === id ? current.entry : amountOf(row, month),
    }));
    const cents = parseBrlToCents(text);
    if (cents === null) {
      onInvalid(
        `Valor inválido em ${editable[row]!.category.name}, ${MONTH_NAMES[month]}: use valores como 1.234,56.`,
      );
      return;
    }
    onInvalid(null);
    const from = amountOf(row, month);
    if (cents !== from) {
      onChange([
        { key: cellKey(editable[row]!.category.id, costCenterId), month, from, to: cents },
      ]);
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, month: number) => {
    const input = event.currentTarget;
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length;
    const whole = input.selectionStart === 0 && input.selectionEnd === input.value.length;
    const command = event.ctrlKey || event.metaKey;
    const move = (nextRow: number, nextMonth: number) => {
      event.preventDefault();
      if (nextRow >= 0 && nextRow < editable.length && nextMonth >= 0 && nextMonth < MONTHS) {
        focus(nextRow, nextMonth);
      }
    };
    if (command && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      setDraft(null);
      onUndo();
    } else if (command && event.key.toLowerCase() === 'r') {
      event.preventDefault();
      onFillRight({ row, month });
    } else if (event.key === 'ArrowUp') move(row - 1, month);
    else if (event.key === 'ArrowDown') move(row + 1, month);
    else if (event.key === 'Enter') move(event.shiftKey ? row - 1 : row + 1, month);
    else if (event.key === 'ArrowLeft' && (atStart || whole)) move(row, month - 1);
    else if (event.key === 'ArrowRight' && (atEnd || whole)) move(row, month + 1);
    else if (event.key === 'Escape' && draft?.id === fieldId(row, month)) {
      event.preventDefault();
      const from = amountOf(row, month);
      if (from !== draft.entry) {
        onChange([
          { key: cellKey(editable[row]!.category.id, costCenterId), month, from, to: draft.entry },
        ]);
      }
      onInvalid(null);
      setDraft(null);
      input.select();
    }
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>, row: number, month: number) => {
    const text = event.clipboardData.getData('text/plain');
    // One value goes into the field as typed; a block (tabs or lines) fills the grid from here.
    if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    setDraft(null);
    onPaste(text, { row, month });
  };

  let rowIndex = -1;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
      <TableRoot size="sm" css={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <caption>
          <Box as="span" srOnly>
            {caption}
          </Box>
        </caption>
        <TableHeader>
          <TableRow>
            <TableColumnHeader {...sticky} minW="12rem">
              Categoria
            </TableColumnHeader>
            {MONTH_SHORT.map((name, month) => (
              <TableColumnHeader key={name} textAlign="end">
                <abbr title={MONTH_NAMES[month]}>{name}</abbr>
              </TableColumnHeader>
            ))}
            <TableColumnHeader textAlign="end">Total</TableColumnHeader>
          </TableRow>
        </TableHeader>
        {sections.map((section) => {
          const leaves = section.rows.filter((row) => row.editable).map((row) => row.category.id);
          const totals = monthTotals(cells, leaves, costCenterId);
          return (
            <TableBody key={section.type}>
              {section.rows.map((row) => {
                const months = row.editable
                  ? (cells.get(cellKey(row.category.id, costCenterId)) ?? zeroMonths())
                  : monthTotals(cells, row.leaves, costCenterId);
                const index = row.editable ? ++rowIndex : -1;
                const name = `${row.category.code} ${row.category.name}`;
                return (
                  <TableRow key={row.category.id}>
                    <TableCell
                      {...sticky}
                      ps={`${0.75 + row.depth}rem`}
                      fontWeight={row.editable ? 'normal' : 'semibold'}
                    >
                      {name}
                    </TableCell>
                    {months.map((cents, month) => (
                      <TableCell key={MONTH_NAMES[month]} p="0.5" textAlign="end">
                        {row.editable ? (
                          <AmountField
                            cents={cents}
                            label={`${row.category.name}, ${MONTH_NAMES[month]}`}
                            draft={draft?.id === fieldId(index, month) ? draft.text : undefined}
                            register={(element) => {
                              if (element) fields.current.set(fieldId(index, month), element);
                              else fields.current.delete(fieldId(index, month));
                            }}
                            onType={(text) => type(index, month, text)}
                            onKeyDown={(event) => keyDown(event, index, month)}
                            onPaste={(event) => paste(event, index, month)}
                            onFocus={() => onFocusCell({ row: index, month })}
                            onBlur={() => {
                              setDraft(null);
                              onInvalid(null);
                            }}
                          />
                        ) : (
                          <Text as="span" px="2" fontWeight="semibold">
                            {formatBRL(cents)}
                          </Text>
                        )}
                      </TableCell>
                    ))}
                    <TableCell textAlign="end" fontWeight="semibold">
                      {formatBRL(sum(months))}
                    </TableCell>
                  </TableRow>
                );
              })}
              <TableRow bg="bg.muted">
                <TableCell {...sticky} bg="bg.muted" fontWeight="bold">
                  {TYPE_LABELS[section.type]}
                </TableCell>
                {totals.map((cents, month) => (
                  <TableCell key={MONTH_NAMES[month]} textAlign="end" fontWeight="bold">
                    {formatBRL(cents)}
                  </TableCell>
                ))}
                <TableCell textAlign="end" fontWeight="bold">
                  {formatBRL(sum(totals))}
                </TableCell>
              </TableRow>
            </TableBody>
          );
        })}
        <ResultFooter sections={sections} cells={cells} costCenterId={costCenterId} />
      </TableRoot>
    </Box>
  );
}

/** Receitas minus despesas, month by month: what the plan leaves. */
function ResultFooter({
  sections,
  cells,
  costCenterId,
}: Pick<BudgetTableProps, 'sections' | 'cells' | 'costCenterId'>) {
  const totalOf = (type: CategoryType) =>
    monthTotals(
      cells,
      sections
        .filter((section) => section.type === type)
        .flatMap((section) =>
          section.rows.filter((row) => row.editable).map((row) => row.category.id),
        ),
      costCenterId,
    );
  const income = totalOf('receita');
  const expense = totalOf('despesa');
  const result = income.map((cents, month) => cents - (expense[month] ?? 0));
  return (
    <TableFooter>
      <TableRow>
        <TableCell {...sticky} fontWeight="bold">
          Resultado orçado
        </TableCell>
        {result.map((cents, month) => (
          <TableCell
            key={MONTH_NAMES[month]}
            textAlign="end"
            fontWeight="bold"
            color={cents < 0 ? 'fg.error' : undefined}
          >
            {formatBRL(cents)}
          </TableCell>
        ))}
        <TableCell
          textAlign="end"
          fontWeight="bold"
          color={sum(result) < 0 ? 'fg.error' : undefined}
        >
          {formatBRL(sum(result))}
        </TableCell>
      </TableRow>
    </TableFooter>
  );
}

interface AmountFieldProps {
  cents: number;
  label: string;
  /** The text being typed, while this field has it. */
  draft: string | undefined;
  register: (element: HTMLInputElement | null) => void;
  onType: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** One month of one category: BRL as typed ("1.234,56"); the amount, formatted, otherwise. */
function AmountField({ cents, label, draft, register, onType, ...handlers }: AmountFieldProps) {
  const invalid = draft !== undefined && parseBrlToCents(draft) === null;
  // A click that focuses the field puts the caret where it landed in some browsers (WebKit's
  // mouseup; Chromium keeps it), undoing the selection made on focus: typing must replace the
  // amount, as in a spreadsheet.
  const focusedByPointer = useRef(false);
  return (
    <Box
      asChild
      w="7.5rem"
      px="2"
      py="1"
      textAlign="end"
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'transparent'}
      borderRadius="l1"
      bg="transparent"
      color={cents === 0 && draft === undefined ? 'fg.muted' : 'fg'}
      _hover={{ borderColor: invalid ? 'border.error' : 'border' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', bg: 'bg' }}
      colorPalette="brand"
    >
      <input
        ref={register}
        aria-label={label}
        aria-invalid={invalid || undefined}
        inputMode="decimal"
        autoComplete="off"
        value={draft ?? formatCentsForInput(cents)}
        onChange={(event) => onType(event.target.value)}
        onMouseDown={(event) => {
          focusedByPointer.current = document.activeElement !== event.currentTarget;
        }}
        onMouseUp={(event) => {
          if (focusedByPointer.current) event.preventDefault();
          focusedByPointer.current = false;
        }}
        onFocus={(event) => {
          event.target.select();
          handlers.onFocus();
        }}
        onBlur={handlers.onBlur}
        onKeyDown={handlers.onKeyDown}
        onPaste={handlers.onPaste}
      />
    </Box>
  );
}
