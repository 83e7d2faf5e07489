import type { Assign } from '@ark-ui/react';
import { DatePicker as ArkDatePicker, useDatePickerContext } from '@ark-ui/react/date-picker';
import { createSlotRecipeContext } from '@chakra-ui/react';
import type { HTMLChakraProps, SlotRecipeProps, UnstyledProp } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import type { Part } from './part';

// Chakra's DatePicker parts, rebuilt here from Ark (the same lines Chakra's own file has): Chakra's
// would ship ≈ 40 KB inside the shared singleton that /login downloads too. `shared/ui-kit` is
// never imported by the host, so this copy ships only with the remotes that use it; the
// `datePicker` recipe it reads is already in the host's theme.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'datePicker' });

export type DatePickerRootProps = HTMLChakraProps<
  'div',
  Assign<ArkDatePicker.RootBaseProps, SlotRecipeProps<'datePicker'>>
> &
  UnstyledProp;
export const DatePickerRoot: Part<HTMLDivElement, DatePickerRootProps> = withProvider<
  HTMLDivElement,
  DatePickerRootProps
>(ArkDatePicker.Root, 'root', { forwardAsChild: true });

export const DatePickerLabel = withContext<
  HTMLLabelElement,
  HTMLChakraProps<'label', ArkDatePicker.LabelBaseProps>
>(ArkDatePicker.Label, 'label', { forwardAsChild: true });

export const DatePickerControl = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkDatePicker.ControlBaseProps>
>(ArkDatePicker.Control, 'control', { forwardAsChild: true });

export const DatePickerInput = withContext<
  HTMLInputElement,
  HTMLChakraProps<'input', ArkDatePicker.InputBaseProps>
>(ArkDatePicker.Input, 'input', { forwardAsChild: true });

export const DatePickerIndicatorGroup = withContext<HTMLDivElement, HTMLChakraProps<'div'>>(
  'div',
  'indicatorGroup',
);

export const DatePickerTrigger = withContext<
  HTMLButtonElement,
  HTMLChakraProps<'button', ArkDatePicker.TriggerBaseProps>
>(ArkDatePicker.Trigger, 'trigger', { forwardAsChild: true });

export const DatePickerPositioner = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkDatePicker.PositionerBaseProps>
>(ArkDatePicker.Positioner, 'positioner', { forwardAsChild: true });

export const DatePickerContent = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkDatePicker.ContentBaseProps>
>(ArkDatePicker.Content, 'content', { forwardAsChild: true });

export const DatePickerView = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkDatePicker.ViewBaseProps>
>(ArkDatePicker.View, 'view', { forwardAsChild: true });

const DatePickerViewControl = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkDatePicker.ViewControlBaseProps>
>(ArkDatePicker.ViewControl, 'viewControl', { forwardAsChild: true });

const DatePickerPrevTrigger = withContext<
  HTMLButtonElement,
  HTMLChakraProps<'button', ArkDatePicker.PrevTriggerBaseProps>
>(ArkDatePicker.PrevTrigger, 'prevTrigger', {
  forwardAsChild: true,
  defaultProps: { children: <LuChevronLeft /> },
});

const DatePickerNextTrigger = withContext<
  HTMLButtonElement,
  HTMLChakraProps<'button', ArkDatePicker.NextTriggerBaseProps>
>(ArkDatePicker.NextTrigger, 'nextTrigger', {
  forwardAsChild: true,
  defaultProps: { children: <LuChevronRight /> },
});

const DatePickerViewTrigger = withContext<
  HTMLButtonElement,
  HTMLChakraProps<'button', ArkDatePicker.ViewTriggerBaseProps>
>(ArkDatePicker.ViewTrigger, 'viewTrigger', { forwardAsChild: true });

const DatePickerRangeText = withContext<
  HTMLDivElement,
  HTMLChakraProps<'div', ArkDatePicker.RangeTextBaseProps>
>(ArkDatePicker.RangeText, 'rangeText', { forwardAsChild: true });

const DatePickerTable = withContext<
  HTMLTableElement,
  HTMLChakraProps<'table', ArkDatePicker.TableBaseProps>
>(ArkDatePicker.Table, 'table', { forwardAsChild: true });

const DatePickerTableHead = withContext<
  HTMLTableSectionElement,
  HTMLChakraProps<'thead', ArkDatePicker.TableHeadBaseProps>
>(ArkDatePicker.TableHead, 'tableHead', { forwardAsChild: true });

const DatePickerTableBody = withContext<
  HTMLTableSectionElement,
  HTMLChakraProps<'tbody', ArkDatePicker.TableBodyBaseProps>
>(ArkDatePicker.TableBody, 'tableBody', { forwardAsChild: true });

const DatePickerTableRow = withContext<
  HTMLTableRowElement,
  HTMLChakraProps<'tr', ArkDatePicker.TableRowBaseProps>
>(ArkDatePicker.TableRow, 'tableRow', { forwardAsChild: true });

const DatePickerTableHeader = withContext<
  HTMLTableCellElement,
  HTMLChakraProps<'th', ArkDatePicker.TableHeaderBaseProps>
>(ArkDatePicker.TableHeader, 'tableHeader', { forwardAsChild: true });

const DatePickerTableCell = withContext<
  HTMLTableCellElement,
  HTMLChakraProps<'td', ArkDatePicker.TableCellBaseProps>
>(ArkDatePicker.TableCell, 'tableCell', { forwardAsChild: true });

const DatePickerTableCellTrigger = withContext<
  HTMLButtonElement,
  HTMLChakraProps<'button', ArkDatePicker.TableCellTriggerBaseProps>
>(ArkDatePicker.TableCellTrigger, 'tableCellTrigger', { forwardAsChild: true });

/** What the range button leads to from each view (the year view is the largest). */
const NEXT_VIEW_ACTION = { day: 'escolher o mês', month: 'escolher o ano' } as const;

/** Previous, the visible range (switches to the next larger view), next. */
export function DatePickerHeader() {
  const datePicker = useDatePickerContext();
  const { start, end } = datePicker.visibleRangeText;
  // The name starts with what the button shows (WCAG 2.5.3, "label in name"): a voice user says
  // "novembro de 2026" and reaches it; Ark's own label would be the action alone.
  const shown = [...new Set([start, end])].filter(Boolean).join(' - ');
  const action = datePicker.view === 'year' ? undefined : NEXT_VIEW_ACTION[datePicker.view];
  return (
    <DatePickerViewControl>
      <DatePickerPrevTrigger />
      <DatePickerViewTrigger aria-label={action ? `${shown}, ${action}` : shown}>
        <DatePickerRangeText />
      </DatePickerViewTrigger>
      <DatePickerNextTrigger />
    </DatePickerViewControl>
  );
}

/** One month of days; `offset` shows a later month beside the first (`numOfMonths`). */
export function DatePickerDayTable({ offset }: { offset?: number }) {
  const datePicker = useDatePickerContext();
  const offsetDays = offset ? datePicker.getOffset({ months: offset }) : undefined;
  const weeks = offsetDays ? offsetDays.weeks : datePicker.weeks;
  return (
    <DatePickerTable>
      <DatePickerTableHead>
        <DatePickerTableRow>
          {datePicker.weekDays.map((weekDay, index) => (
            <DatePickerTableHeader key={index}>{weekDay.narrow}</DatePickerTableHeader>
          ))}
        </DatePickerTableRow>
      </DatePickerTableHead>
      <DatePickerTableBody>
        {weeks.map((week, weekIndex) => (
          <DatePickerTableRow key={weekIndex}>
            {week.map((day, index) => (
              <DatePickerTableCell key={index} value={day} visibleRange={offsetDays?.visibleRange}>
                <DatePickerTableCellTrigger>{day.day}</DatePickerTableCellTrigger>
              </DatePickerTableCell>
            ))}
          </DatePickerTableRow>
        ))}
      </DatePickerTableBody>
    </DatePickerTable>
  );
}

/** The months of the focused year (the "month" view), or the years of its decade ("year"). */
export function DatePickerGridTable({ view }: { view: 'month' | 'year' }) {
  const datePicker = useDatePickerContext();
  const rows =
    view === 'month'
      ? datePicker.getMonthsGrid({ columns: 4, format: 'short' })
      : datePicker.getYearsGrid({ columns: 4 });
  return (
    <DatePickerTable>
      <DatePickerTableBody>
        {rows.map((cells, rowIndex) => (
          <DatePickerTableRow key={rowIndex}>
            {cells.map((cell) => (
              <DatePickerTableCell key={cell.value} value={cell.value}>
                <DatePickerTableCellTrigger>{cell.label}</DatePickerTableCellTrigger>
              </DatePickerTableCell>
            ))}
          </DatePickerTableRow>
        ))}
      </DatePickerTableBody>
    </DatePickerTable>
  );
}

/** The month and year views, the same in every picker: only the day view differs. */
export function DatePickerMonthAndYearViews() {
  return (
    <>
      <DatePickerView view="month">
        <DatePickerHeader />
        <DatePickerGridTable view="month" />
      </DatePickerView>
      <DatePickerView view="year">
        <DatePickerHeader />
        <DatePickerGridTable view="year" />
      </DatePickerView>
    </>
  );
}
