import { Field, NativeSelect } from '@chakra-ui/react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface SelectFieldProps {
  label: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: FieldError;
}

export function SelectField({ label, options, registration, error }: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field placeholder="Selecione" {...registration}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
