import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { NewAccountFields } from '../../../components/new-account-fields';
import { newAccountSchema } from '../../../lib/new-account-schema';
import type { NewAccountValues } from '../../../lib/new-account-schema';

/** info-usuario: who the person is and the password they will sign in with. */
export function UserInfoStep({
  email,
  defaults,
  onContinue,
}: {
  email: string;
  defaults: NewAccountValues;
  onContinue: (values: NewAccountValues) => void;
}) {
  const form = useForm<NewAccountValues>({
    resolver: zodResolver(newAccountSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const {
    handleSubmit,
    formState: { isValid, isSubmitting },
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
          <NewAccountFields />
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
