import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordInput, PasswordStrengthMeter } from 'shared/ui';
import { userInfoSchema } from '../user-info-schema';
import type { UserInfoValues } from '../user-info-schema';

/** info-usuario: who the person is and the password they will sign in with. */
export function UserInfoStep({
  email,
  defaults,
  onContinue,
}: {
  email: string;
  defaults: UserInfoValues;
  onContinue: (values: UserInfoValues) => void;
}) {
  const {
    register,
    handleSubmit,
    control,
    getFieldState,
    trigger,
    formState: { errors, isValid, isSubmitting },
  } = useForm<UserInfoValues>({
    resolver: zodResolver(userInfoSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const password = useWatch({ control, name: 'password' });

  return (
    <form onSubmit={handleSubmit(onContinue)} noValidate>
      <Stack gap="4">
        <Field.Root readOnly>
          <Field.Label>E-mail</Field.Label>
          <Input value={email} readOnly variant="subtle" />
          <Field.HelperText>E-mail verificado.</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>Nome completo</Field.Label>
          <Input autoComplete="name" placeholder="Maria da Silva" autoFocus {...register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>Senha</Field.Label>
          <PasswordInput
            autoComplete="new-password"
            placeholder="Crie uma senha"
            {...register('password', {
              // A confirmation already typed must be checked again against the new password.
              onChange: () =>
                getFieldState('confirmPassword').isTouched && trigger('confirmPassword'),
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
          <Field.Label>Confirmar senha</Field.Label>
          <PasswordInput
            autoComplete="new-password"
            placeholder="Repita a senha"
            {...register('confirmPassword')}
          />
          <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          disabled={!isValid || isSubmitting}
          loading={isSubmitting}
        >
          Continuar
        </Button>
      </Stack>
    </form>
  );
}
