import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailField } from 'shared/ui-kit';
import { AuthCardHeader } from '../../../components/auth-card-header';
import { REQUEST_CODE_ERRORS, useRequestSignUpCodeMutation } from '../api/request-sign-up-code';
import { emailSchema } from '../email-schema';
import type { EmailValues } from '../email-schema';
import { failureFor } from '../sign-up-errors';
import type { Failure } from '../sign-up-errors';
import { FailureAlert } from './failure-alert';

/** Step A of the verification: where to send the code. */
export function EmailStep({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
}) {
  const [requestCode] = useRequestSignUpCodeMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<EmailValues>({
    resolver: zodResolver(emailSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestCode({ email }).unwrap();
      onSent(email);
    } catch (thrown) {
      setFailure(failureFor(thrown, REQUEST_CODE_ERRORS));
    }
  });

  return (
    <>
      <AuthCardHeader
        title="Verifique seu e-mail"
        subtitle="Informe seu e-mail e enviaremos um código de 6 dígitos para confirmar que ele é seu."
      />
      <FailureAlert failure={failure} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <EmailField error={errors.email?.message} {...register('email')} />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            disabled={!isValid || isSubmitting}
            loading={isSubmitting}
          >
            Enviar código
          </Button>
        </Stack>
      </form>
    </>
  );
}
