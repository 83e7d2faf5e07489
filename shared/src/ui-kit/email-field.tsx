import { Field, Input } from '@chakra-ui/react';
import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';

export interface EmailFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'color'
> {
  error?: string | undefined;
}

/**
 * The e-mail of an auth step (sign-up's code, forgot password's link): labelled, required, the
 * browser's e-mail autofill, focused first. Bind it with react-hook-form's `register`.
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { error, ...input },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>E-mail</Field.Label>
      <Input
        ref={ref}
        type="email"
        autoComplete="email"
        placeholder="voce@empresa.com.br"
        autoFocus
        {...input}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});
