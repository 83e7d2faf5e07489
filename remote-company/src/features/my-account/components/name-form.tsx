import { Button, Flex } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toApiError } from 'shared/api';
import { accountUpdated, useAppDispatch } from 'shared/session';
import type { SessionUser } from 'shared/session';
import { toaster } from 'shared/ui';
import { TextField } from 'shared/ui-kit';
import { placeApiErrors } from '../../../lib/place-api-errors';
import { useUpdateProfileMutation } from '../api/account-api';
import { nameFormSchema } from '../account-schemas';
import type { NameFormValues } from '../account-schemas';
import { toSessionUser } from '../session-user';

export const SAVE_FAILED_MESSAGE = 'Não foi possível salvar. Por favor, tente novamente.';

export function NameForm({ user }: { user: SessionUser }) {
  const form = useForm<NameFormValues>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: user.name },
  });
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const dispatch = useAppDispatch();

  const onSubmit = form.handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      const profile = await update({ name }).unwrap();
      dispatch(accountUpdated({ user: toSessionUser(profile) }));
      form.reset({ name: profile.name });
      toaster.create({ type: 'success', title: 'Nome atualizado', duration: 3000 });
    } catch (thrown) {
      setFormError(placeApiErrors(form, toApiError(thrown), SAVE_FAILED_MESSAGE));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Flex gap="3" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
        <TextField
          label="Nome"
          required
          autoComplete="name"
          error={form.formState.errors.name}
          {...form.register('name')}
        />
        <Button
          type="submit"
          colorPalette="brand"
          loading={isLoading}
          disabled={!form.formState.isDirty}
          mt={{ sm: '6' }}
          flexShrink={0}
        >
          Salvar nome
        </Button>
      </Flex>
      {formError && (
        <Flex role="alert" color="red.fg" fontSize="sm" mt="2">
          {formError}
        </Flex>
      )}
    </form>
  );
}
