import { Field, Input } from '@chakra-ui/react';
import type { InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import type { ReactNode } from 'react';

export interface TextFieldProps extends InputProps {
  label: string;
  /** The form's or the API's word on the value: a message, or react-hook-form's field error. */
  error?: string | { message?: string | undefined } | undefined;
  /** Help under the field, hidden while there is an error. */
  hint?: ReactNode;
}

/** A labelled input whose error (the form's or the API's) sits right under it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, required, ...input },
  ref,
) {
  const message = typeof error === 'string' ? error : error?.message;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input ref={ref} {...input} />
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
});
