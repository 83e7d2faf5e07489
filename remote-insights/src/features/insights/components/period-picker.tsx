import type { DateValue } from '@ark-ui/react/date-picker';
import { HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { COMPANY_TIME_ZONE, formatShortDate, toIsoDate } from 'shared/format';
import {
  DatePickerContent,
  DatePickerControl,
  DatePickerDayTable,
  DatePickerGridTable,
  DatePickerHeader,
  DatePickerInput,
  DatePickerLabel,
  DatePickerRoot,
  DatePickerView,
} from '../../../components/date-picker';
import type { DatePickerRootProps } from '../../../components/date-picker';

/** The picker's controls in Portuguese (Ark's defaults are English). */
const TRANSLATIONS: DatePickerRootProps['translations'] = {
  dayCell: ({ valueText, unavailable, firstInRange, lastInRange, inRange, selected }) => {
    if (unavailable) return `Indisponível: ${valueText}`;
    if (firstInRange) return `Início do período: ${valueText}`;
    if (lastInRange) return `Fim do período: ${valueText}`;
    if (inRange) return `No período: ${valueText}`;
    if (selected) return `Selecionado: ${valueText}`;
    return `Escolher ${valueText}`;
  },
  prevTrigger: (view: string) =>
    view === 'day' ? 'Mês anterior' : view === 'month' ? 'Ano anterior' : 'Década anterior',
  nextTrigger: (view: string) =>
    view === 'day' ? 'Próximo mês' : view === 'month' ? 'Próximo ano' : 'Próxima década',
  viewTrigger: (_view: string, next?: string) =>
    next === 'month' ? 'Escolher o mês' : next === 'year' ? 'Escolher o ano' : 'Escolher o dia',
  content: 'calendário',
};

const formatDate = (date: DateValue) => formatShortDate(toIsoDate(date.year, date.month, date.day));

export interface PeriodPickerProps {
  value: DateValue[];
  onChange: (value: DateValue[]) => void;
}

/**
 * SPEC.md §2 and §9 'Periodo': a range over two months shown side by side, dd/mm/yy, weeks from
 * Sunday, the company's time zone. The inputs only show the range: typing is disabled on each
 * input (`readOnly` on the root would freeze the calendar too).
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const labelId = useId();
  return (
    <DatePickerRoot
      inline
      selectionMode="range"
      numOfMonths={2}
      fixedWeeks
      locale="pt-BR"
      startOfWeek={0}
      timeZone={COMPANY_TIME_ZONE}
      format={formatDate}
      translations={TRANSLATIONS}
      ids={{ label: () => labelId }}
      value={value}
      onValueChange={(details) => onChange(details.value)}
      size="sm"
      colorPalette="brand"
      // With two months side by side, the first month's trailing days are the second's first.
      hideOutsideDays
    >
      <DatePickerLabel>Periodo</DatePickerLabel>
      <DatePickerControl role="group" aria-labelledby={labelId}>
        <DatePickerInput index={0} readOnly aria-label="Data inicial" placeholder="dd/mm/aa" />
        <Text aria-hidden color="fg.muted">
          –
        </Text>
        <DatePickerInput index={1} readOnly aria-label="Data final" placeholder="dd/mm/aa" />
      </DatePickerControl>
      <DatePickerContent boxShadow="none" p="0" minW="0" bg="transparent" mt="2">
        <DatePickerView view="day">
          <DatePickerHeader />
          <HStack gap="6" align="flex-start">
            <DatePickerDayTable />
            <DatePickerDayTable offset={1} />
          </HStack>
        </DatePickerView>
        <DatePickerView view="month">
          <DatePickerHeader />
          <DatePickerGridTable view="month" />
        </DatePickerView>
        <DatePickerView view="year">
          <DatePickerHeader />
          <DatePickerGridTable view="year" />
        </DatePickerView>
      </DatePickerContent>
    </DatePickerRoot>
  );
}
