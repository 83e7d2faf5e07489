import { Button, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface MappingPanelProps {
  /** The title, also the group's accessible name. */
  title: string;
  /** The lines under the title: how to map the columns. */
  notes: ReactNode;
  /** The grid's columns per breakpoint. */
  gridColumns: Record<string, number>;
  disabled: boolean;
  onApply: () => void;
  /** One `ColumnSelect` a field. */
  children: ReactNode;
}

/** Which column of the file is each field; the user changes it and reads the file again. */
export function MappingPanel({
  title,
  notes,
  gridColumns,
  disabled,
  onApply,
  children,
}: MappingPanelProps) {
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4" role="group" aria-label={title}>
      <Text fontWeight="medium">{title}</Text>
      {notes}
      <SimpleGrid columns={gridColumns} gap="3">
        {children}
      </SimpleGrid>
      <Button alignSelf="flex-start" variant="outline" disabled={disabled} onClick={onApply}>
        Ler com estas colunas
      </Button>
    </Stack>
  );
}

export interface ColumnSelectProps {
  label: string;
  /** The column's index, or null for none. */
  value: number | null;
  columns: string[];
  disabled: boolean;
  onChange: (value: number | null) => void;
  /** Marks the field required (with the indicator). */
  required?: boolean;
  /** The first option, for no column; absent when a column must be chosen. */
  noneLabel?: string;
}

/** One field's column: the file's headers by position ("Coluna n" for a blank one). */
export function ColumnSelect({
  label,
  value,
  columns,
  disabled,
  onChange,
  required,
  noneLabel,
}: ColumnSelectProps) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field
          value={value === null ? '' : String(value)}
          onChange={(event) =>
            onChange(event.target.value === '' ? null : Number(event.target.value))
          }
        >
          {noneLabel !== undefined && <option value="">{noneLabel}</option>}
          {columns.map((name, index) => (
            <option key={index} value={index}>
              {name || `Coluna ${index + 1}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
