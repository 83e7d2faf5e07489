import { Field, Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { NewPasswordFields } from 'shared/forms';
import type { NewAccountValues } from '../lib/new-account-schema';

/** Name and new password of `newAccountSchema`, inside the form's `FormProvider`. */
export function NewAccountFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<NewAccountValues>();

  return (
    <>
      <Field.Root invalid={Boolean(errors.name)} required>
        <Field.Label>Nome completo</Field.Label>
        <Input autoComplete="name" placeholder="Maria da Silva" autoFocus {...register('name')} />
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
    </>
  );
}
