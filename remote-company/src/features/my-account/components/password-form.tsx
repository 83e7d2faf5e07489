import { Button, Field, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toApiError } from 'shared/api';
import { PasswordInput, toaster } from 'shared/ui';
import { NewPasswordFields } from 'shared/forms';
import { placeApiErrors } from '../../../lib/place-api-errors';
import { useChangePasswordMutation } from '../api/account-api';
import { passwordFormSchema } from '../account-schemas';
import type { PasswordFormValues } from '../account-schemas';

const CHANGE_FAILED_MESSAGE = 'Não foi possível alterar a senha. Por favor, tente novamente.';
const EMPTY: PasswordFormValues = { currentPassword: '', password: '', confirmPassword: '' };

/** The API's field names, as its 400 sentences name them, and the form's. */
const RENAMED = { current_password: 'currentPassword', new_password: 'password' } as const;

/** The current password proves it is the person; every other session ends when it changes. */
export function PasswordForm() {
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY,
  });
  const [change, { isLoading }] = useChangePasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change({
        current_password: values.currentPassword,
        new_password: values.password,
      }).unwrap();
      form.reset(EMPTY);
      toaster.create({
        type: 'success',
        title: 'Senha alterada',
        description: 'As sessões abertas em outros dispositivos foram encerradas.',
        duration: 4000,
      });
    } catch (thrown) {
      setFormError(placeApiErrors(form, toApiError(thrown), CHANGE_FAILED_MESSAGE, RENAMED));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4" maxW="md">
          <Field.Root invalid={Boolean(errors.currentPassword)} required>
            <Field.Label>
              Senha atual
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
            <Field.ErrorText>{errors.currentPassword?.message}</Field.ErrorText>
          </Field.Root>
          <NewPasswordFields
            labels={{ password: 'Nova senha', confirm: 'Confirme a nova senha' }}
            requiredIndicator
          />
          {formError && (
            <Field.Root invalid>
              <Field.ErrorText role="alert">{formError}</Field.ErrorText>
            </Field.Root>
          )}
          <Button type="submit" colorPalette="brand" loading={isLoading} alignSelf="flex-start">
            Alterar senha
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
