import type { DateValue } from '@ark-ui/react/date-picker';
import { HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { COMPANY_TIME_ZONE, formatShortDate, toIsoDate } from '../format/dates';
import { useMinWidth } from '../ui/use-min-width';
import {
  DatePickerContent,
  DatePickerControl,
  DatePickerDayTable,
  DatePickerHeader,
  DatePickerInput,
  DatePickerLabel,
  DatePickerMonthAndYearViews,
  DatePickerRoot,
  DatePickerView,
} from './date-picker';
import { ONE_MONTH, TWO_MONTHS } from './date-picker-translations';

const formatDate = (date: DateValue) => formatShortDate(toIsoDate(date.year, date.month, date.day));

/** Chakra's `md` breakpoint (48rem): from here two months fit side by side. */
const TWO_MONTHS_MIN_WIDTH = 768;

export interface DateRangePickerProps {
  /**
   * The picked dates: none, the start only (while picking), or start and end. Convert from and to
   * `YYYY-MM-DD` with `periodToDates` / `datesToPeriod`.
   */
  value: DateValue[];
  onChange: (value: DateValue[]) => void;
  /** The visible label, copied from the screen's spec (e.g. "Periodo" on the dashboards). */
  label: string;
}

/**
 * SPEC.md §2 and §9 'Periodo': a range over two months shown side by side, dd/mm/yy, weeks from
 * Sunday, the company's time zone. Two months do not fit a phone: below the `md` breakpoint it
 * shows one. The inputs only show the range: typing is disabled on each input (`readOnly` on the
 * root would freeze the calendar too). Inline: put it in a popover or a form as the screen needs.
 */
export function DateRangePicker({ value, onChange, label }: DateRangePickerProps) {
  const labelId = useId();
  const twoMonths = useMinWidth(TWO_MONTHS_MIN_WIDTH);
  return (
    <DatePickerRoot
      inline
      selectionMode="range"
      numOfMonths={twoMonths ? 2 : 1}
      fixedWeeks
      locale="pt-BR"
      startOfWeek={0}
      timeZone={COMPANY_TIME_ZONE}
      format={formatDate}
      translations={twoMonths ? TWO_MONTHS : ONE_MONTH}
      ids={{ label: () => labelId }}
      value={value}
      onValueChange={(details) => onChange(details.value)}
      size="sm"
      colorPalette="brand"
      // With two months side by side, the first month's trailing days are the second's first.
      hideOutsideDays
    >
      <DatePickerLabel>{label}</DatePickerLabel>
      <DatePickerControl role="group" aria-labelledby={labelId}>
        {/* No width of their own (an input's default is 20 characters): they share the
            calendar's, so that on a phone the popover is only as wide as one month. */}
        <DatePickerInput
          index={0}
          readOnly
          aria-label="Data inicial"
          placeholder="dd/mm/aa"
          w="0"
        />
        <Text aria-hidden color="fg.muted">
          –
        </Text>
        <DatePickerInput index={1} readOnly aria-label="Data final" placeholder="dd/mm/aa" w="0" />
      </DatePickerControl>
      <DatePickerContent boxShadow="none" p="0" minW="0" bg="transparent" mt="2">
        <DatePickerView view="day">
          <DatePickerHeader />
          <HStack gap="6" align="flex-start">
            <DatePickerDayTable />
            {twoMonths && <DatePickerDayTable offset={1} />}
          </HStack>
        </DatePickerView>
        <DatePickerMonthAndYearViews />
      </DatePickerContent>
    </DatePickerRoot>
  );
}
