import { Field, Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import type { FieldError } from 'react-hook-form';
import { forwardRef } from 'react';

interface TextFieldProps extends InputProps {
  label: string;
  error?: FieldError;
  helperText?: string;
}

/** A labelled input whose error (ours or the API's) sits right under it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, required, ...input },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input ref={ref} {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error?.message}</Field.ErrorText>
    </Field.Root>
  );
});
