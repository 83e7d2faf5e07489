import { Field, Fieldset, HStack, Input } from '@chakra-ui/react';

export interface PeriodFieldProps {
  start: string;
  end: string;
  onChange: (period: { start_date: string; end_date: string }) => void;
}

/**
 * 'Periodo': the first and last day, as `YYYY-MM-DD` (the browser shows them as dd/mm/aaaa).
 * Stands in for the insights range picker until that moves into `shared`.
 */
export function PeriodField({ start, end, onChange }: PeriodFieldProps) {
  const invalid = Boolean(start && end && end < start);
  return (
    <Fieldset.Root size="sm" invalid={invalid}>
      <Fieldset.Legend fontWeight="medium">Periodo</Fieldset.Legend>
      <HStack gap="2" align="flex-start">
        <Field.Root>
          <Field.Label>Data inicial</Field.Label>
          <Input
            type="date"
            size="sm"
            value={start}
            onChange={(event) => onChange({ start_date: event.target.value, end_date: end })}
          />
        </Field.Root>
        <Field.Root invalid={invalid}>
          <Field.Label>Data final</Field.Label>
          <Input
            type="date"
            size="sm"
            value={end}
            onChange={(event) => onChange({ start_date: start, end_date: event.target.value })}
          />
          <Field.ErrorText>A data final deve ser igual ou posterior à inicial</Field.ErrorText>
        </Field.Root>
      </HStack>
    </Fieldset.Root>
  );
}
