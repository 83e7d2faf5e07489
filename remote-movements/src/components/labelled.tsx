import { Field, NativeSelect } from '@chakra-ui/react';
import { forwardRef } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';

interface Labelled {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/** The labelled input of both remotes, from shared/ui-kit; this file keeps the select. */
export { TextField as TextInput } from 'shared/ui-kit';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A labelled native select: keyboard, type-ahead and screen readers work as the OS does them. */
export const SelectInput = forwardRef<
  HTMLSelectElement,
  Labelled & {
    options: SelectOption[];
    placeholder?: string;
  } & SelectHTMLAttributes<HTMLSelectElement>
>(function SelectInput({ label, error, hint, required, options, placeholder, ...select }, ref) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});
