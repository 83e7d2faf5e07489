import { Alert, Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { failureMessage } from 'shared/api';
import { toaster } from 'shared/ui';
import { EmailField } from 'shared/ui-kit';
import { AuthCardHeader } from '../../../components/auth-card-header';
import {
  RESET_PASSWORD_ERRORS,
  RESET_REQUEST_FAILED,
  useRequestPasswordResetMutation,
} from '../api/request-password-reset';
import { EMPTY_ON_SUBMIT_MESSAGE, forgotPasswordSchema } from '../forgot-password-schema';
import type { ForgotPasswordValues } from '../forgot-password-schema';

/** Step 1: the e-mail that gets the reset link. Stays here on any failure (SPEC.md §4). */
export function RequestLinkStep({ onSent }: { onSent: (email: string) => void }) {
  const navigate = useNavigate();
  const [requestReset] = useRequestPasswordResetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // SPEC.md §4: a submit is ignored while another is in progress.
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const empty = useWatch({ control, name: 'email' }).trim() === '';

  const send = async ({ email }: ForgotPasswordValues) => {
    setFailure(null);
    try {
      await requestReset({ email }).unwrap();
      toaster.create({
        type: 'success',
        title: 'E-mail enviado',
        description: 'Cheque sua caixa de entrada e abra o link que enviamos a você para continuar',
        duration: 3000,
      });
      onSent(email);
    } catch (thrown) {
      setFailure(failureMessage(thrown, RESET_PASSWORD_ERRORS));
    }
  };
  const onEmpty = () => {
    if (getValues('email').trim() === '') {
      setError(
        'email',
        { type: 'required', message: EMPTY_ON_SUBMIT_MESSAGE },
        { shouldFocus: true },
      );
    }
  };
  const submit = handleSubmit(send, onEmpty);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit(event);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <>
      <AuthCardHeader
        title="Esqueceu sua senha?"
        subtitle="Informe o e-mail cadastrado e enviaremos um link para você redefinir sua senha."
      />
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{RESET_REQUEST_FAILED}</Alert.Title>
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <EmailField error={errors.email?.message} {...register('email')} />
          {/* Disabled while a typed e-mail is wrong; while empty, submitting is how §5's
              'Digite seu e-mail' shows. */}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            disabled={(Boolean(errors.email) && !empty) || isSubmitting}
            loading={isSubmitting}
          >
            Obter link de redefinição
          </Button>
          <Button variant="outline" size="lg" onClick={() => void navigate('/login')}>
            Voltar para Login
          </Button>
        </Stack>
      </form>
    </>
  );
}
