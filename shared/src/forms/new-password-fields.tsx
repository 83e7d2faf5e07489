import { Field } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isStrongPassword, STRONG_PASSWORD_MESSAGE } from '../contracts/identity/identity-flows';
import { PasswordInput } from '../ui/password-input';
import { PasswordStrengthMeter } from '../ui/password-strength';
import { z } from 'zod';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation, as sign-up, reset, an invitation and 'Minha conta' ask
 * for them. The rule is the
 * API's own (`shared/contracts`): the "strong" level of SPEC.md §5's meter.
 */
export function newPasswordShape(messages: { required: string; confirm: string }) {
  return {
    password: z
      .string()
      .min(1, messages.required)
      .refine(isStrongPassword, STRONG_PASSWORD_MESSAGE)
      .max(128, 'A senha pode ter no máximo 128 caracteres'),
    confirmPassword: z.string().min(1, messages.confirm),
  };
}

/** Adds the "confirmation must match" rule to a form schema that has both fields. */
export function withMatchingPasswords<Schema extends z.ZodType<NewPasswordValues>>(schema: Schema) {
  return schema.refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'As senhas não conferem',
    // Say so as soon as both were typed, even while another field is still wrong.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
}

/** The two fields, inside a react-hook-form `FormProvider` whose values include them. */
export function NewPasswordFields({
  labels,
  autoFocus = false,
  requiredIndicator = false,
}: {
  labels: {
    password: string;
    confirm: string;
    passwordPlaceholder?: string;
    confirmPlaceholder?: string;
  };
  autoFocus?: boolean;
  /** The asterisk after each label, where the screen's other required fields show one. */
  requiredIndicator?: boolean;
}) {
  const {
    register,
    control,
    getFieldState,
    trigger,
    formState: { errors },
  } = useFormContext<NewPasswordValues>();
  const password = useWatch({ control, name: 'password' });
  return (
    <>
      <Field.Root invalid={Boolean(errors.password)} required>
        <Field.Label>
          {labels.password}
          {requiredIndicator && <Field.RequiredIndicator />}
        </Field.Label>
        <PasswordInput
          autoComplete="new-password"
          placeholder={labels.passwordPlaceholder}
          autoFocus={autoFocus}
          {...register('password', {
            // A confirmation already typed must be checked again against the new password.
            onChange: () => {
              if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
            },
          })}
        />
        <PasswordStrengthMeter password={password} />
        {!errors.password && (
          <Field.HelperText>
            Use ao menos 8 caracteres, com letras maiúsculas, minúsculas e números.
          </Field.HelperText>
        )}
        <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.confirmPassword)} required>
        <Field.Label>
          {labels.confirm}
          {requiredIndicator && <Field.RequiredIndicator />}
        </Field.Label>
        <PasswordInput
          autoComplete="new-password"
          placeholder={labels.confirmPlaceholder}
          {...register('confirmPassword')}
        />
        <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
