import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { NewPasswordFields } from 'shared/forms';
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
  const form = useForm<UserInfoValues>({
    resolver: zodResolver(userInfoSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = form;

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void handleSubmit(onContinue)(event)} noValidate>
        <Stack gap="4">
          <Field.Root readOnly>
            <Field.Label>E-mail</Field.Label>
            <Input value={email} readOnly variant="subtle" />
            <Field.HelperText>E-mail verificado.</Field.HelperText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>Nome completo</Field.Label>
            <Input
              autoComplete="name"
              placeholder="Maria da Silva"
              autoFocus
              {...register('name')}
            />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <NewPasswordFields
            labels={{
              password: 'Senha',
              confirm: 'Confirmar senha',
              passwordPlaceholder: 'Crie uma senha',
              confirmPlaceholder: 'Repita a senha',
            }}
          />
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
    </FormProvider>
  );
}
