import { parseDate } from '@ark-ui/react/date-picker';
import type { DateValue } from '@ark-ui/react/date-picker';
import { Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { LuCalendar } from 'react-icons/lu';
import { brDateToIso, isoToBrDate, maskBrDate } from '../format/br-date-input';
import { COMPANY_TIME_ZONE, todayIso, toIsoDate } from '../format/dates';
import {
  DatePickerContent,
  DatePickerControl,
  DatePickerDayTable,
  DatePickerHeader,
  DatePickerIndicatorGroup,
  DatePickerMonthAndYearViews,
  DatePickerPositioner,
  DatePickerRoot,
  DatePickerTrigger,
  DatePickerView,
} from './date-picker';
import { ONE_MONTH } from './date-picker-translations';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const asDate = (iso: string | undefined): DateValue | undefined =>
  iso && ISO_DATE.test(iso) && brDateToIso(isoToBrDate(iso)) ? parseDate(iso) : undefined;

export interface DateInputProps extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'type'
> {
  /**
   * `YYYY-MM-DD` once a whole date is typed or picked; while typing, the text so far
   * ("25/11", and "" when cleared), so that the form's own rules say what is wrong with it.
   */
  value: string;
  onChange: (value: string) => void;
  /** `YYYY-MM-DD` bounds: days outside them cannot be picked; a typed one is the form's to refuse. */
  min?: string | undefined;
  max?: string | undefined;
}

/**
 * One date, typed `dd/mm/aaaa` (the slashes go in by themselves) or picked on a pt-BR calendar,
 * weeks from Sunday, "today" in the company's time zone whatever the browser's. It replaces
 * the browser's own date input, which shows the browser's locale (11/25/2026 in an English browser).
 * The control only: put it in a `Field.Root` with its label and error, like Chakra's `Input`, and
 * bind it with react-hook-form's `Controller`. No portal: inside a drawer the calendar stays in
 * the drawer's focus trap; `fixed` positioning keeps it clear of the drawer's scroll box.
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, min, max, disabled, ...input },
  ref,
) {
  const selected = asDate(value);
  // Controlled so that the calendar opens on the month of a date just typed, not on today's.
  const [focused, setFocused] = useState<DateValue>(() => selected ?? parseDate(todayIso()));
  const text = selected ? isoToBrDate(value) : (value ?? '');

  return (
    <DatePickerRoot
      locale="pt-BR"
      timeZone={COMPANY_TIME_ZONE}
      startOfWeek={0}
      fixedWeeks
      translations={ONE_MONTH}
      value={selected ? [selected] : []}
      onValueChange={({ value: [picked] }) =>
        onChange(picked ? toIsoDate(picked.year, picked.month, picked.day) : '')
      }
      focusedValue={focused}
      onFocusChange={(details) => setFocused(details.focusedValue)}
      // Days out of bounds cannot be picked, but are not Ark's `min`/`max`: those clamp a typed
      // date to the bound (a future date would turn into today), and the form's rule must say it.
      isDateUnavailable={(date) => {
        const iso = toIsoDate(date.year, date.month, date.day);
        return Boolean((min && iso < min) || (max && iso > max));
      }}
      disabled={disabled}
      positioning={{ strategy: 'fixed', placement: 'bottom-end' }}
      colorPalette="brand"
      // The calendar (six weeks of cells, the month and year grids) only while it is open: a
      // form re-renders on each key typed, and most dates are typed, not picked.
      lazyMount
      unmountOnExit
    >
      <DatePickerControl>
        <Input
          ref={ref}
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          autoComplete="off"
          disabled={disabled}
          pe="10"
          {...input}
          value={text}
          onChange={(event) => {
            const typed = maskBrDate(event.target.value);
            const iso = brDateToIso(typed);
            if (iso) setFocused(parseDate(iso));
            onChange(iso ?? typed);
          }}
        />
        <DatePickerIndicatorGroup pe="2">
          <DatePickerTrigger>
            <LuCalendar />
          </DatePickerTrigger>
        </DatePickerIndicatorGroup>
      </DatePickerControl>
      <DatePickerPositioner>
        <DatePickerContent>
          <DatePickerView view="day">
            <DatePickerHeader />
            <DatePickerDayTable />
          </DatePickerView>
          <DatePickerMonthAndYearViews />
        </DatePickerContent>
      </DatePickerPositioner>
    </DatePickerRoot>
  );
});
