import { Button, Field, Fieldset, Flex, IconButton, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { DateInput, TextField } from 'shared/ui-kit';

// The scenario drawer's fields: labelled, each with its error under it, and the rows of levers
// (categories, lançamentos, recorrências) a person adds and removes.

const TYPES = [
  { value: 'receita', label: 'Entrada' },
  { value: 'despesa', label: 'Saída' },
] as const;

/** A native select with a visible label, its error under it. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A date typed dd/mm/aaaa or picked, labelled, its error under it. */
export function DateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <DateInput value={value} onChange={onChange} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A group of rows (categories, entries) with its legend, an add button and a remove per row. */
export function Rows({
  legend,
  hint,
  addLabel,
  onAdd,
  children,
}: {
  legend: string;
  hint: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Fieldset.HelperText>{hint}</Fieldset.HelperText>
      <Fieldset.Content gap="3">
        {children}
        <Button variant="outline" size="sm" alignSelf="start" onClick={onAdd}>
          <LuPlus aria-hidden /> {addLabel}
        </Button>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

export function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} variant="ghost" size="sm" alignSelf="end" onClick={onClick}>
      <LuTrash2 />
    </IconButton>
  );
}

/** A lançamento's or a recorrência's fields: its description, type and amount around `children`. */
export function EntryRow({
  descriptionLabel,
  removeLabel,
  entry,
  errorOf,
  onChange,
  onRemove,
  children,
}: {
  descriptionLabel: string;
  removeLabel: string;
  entry: { description: string; type: 'receita' | 'despesa'; amount: string };
  errorOf: (field: 'description' | 'amount') => string | undefined;
  onChange: (patch: {
    description?: string;
    type?: 'receita' | 'despesa';
    amount?: string;
  }) => void;
  onRemove: () => void;
  /** The fields between the type and the amount: the date, or the period and the start. */
  children: ReactNode;
}) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l2" p="3">
      <Flex gap="2" align="start">
        <TextField
          label={descriptionLabel}
          value={entry.description}
          maxLength={120}
          onChange={(event) => onChange({ description: event.target.value })}
          error={errorOf('description')}
        />
        <RemoveRow label={removeLabel} onClick={onRemove} />
      </Flex>
      <Flex gap="2" wrap="wrap">
        <SelectField
          label="Tipo"
          value={entry.type}
          onChange={(type) => onChange({ type: type as 'receita' | 'despesa' })}
        >
          {TYPES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {children}
        <TextField
          label="Valor (R$)"
          inputMode="decimal"
          value={entry.amount}
          onChange={(event) => onChange({ amount: event.target.value })}
          error={errorOf('amount')}
        />
      </Flex>
    </Stack>
  );
}
