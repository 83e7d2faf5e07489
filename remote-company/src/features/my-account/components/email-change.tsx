import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toApiError } from 'shared/api';
import { accountUpdated, useAppDispatch } from 'shared/session';
import type { SessionUser } from 'shared/session';
import { toaster } from 'shared/ui';
import { TextField } from 'shared/ui-kit';
import { placeApiErrors } from '../../../lib/place-api-errors';
import { useConfirmEmailChangeMutation, useRequestEmailChangeMutation } from '../api/account-api';
import { emailCodeFormSchema, newEmailFormSchema } from '../account-schemas';
import type { EmailCodeFormValues, NewEmailFormValues } from '../account-schemas';
import { toSessionUser } from '../session-user';

const SEND_FAILED_MESSAGE = 'Não foi possível enviar o código. Por favor, tente novamente.';
const CONFIRM_FAILED_MESSAGE = 'Não foi possível confirmar o código. Por favor, tente novamente.';

type Step = { name: 'idle' } | { name: 'new-email' } | { name: 'code'; email: string };

/**
 * The sign-in e-mail changes in two steps: a code goes to the new address, and only that code
 * makes it the account's, so a typo never locks anyone out.
 */
export function EmailChange({ user }: { user: SessionUser }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });

  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        E-mail de acesso
      </Text>
      <Text fontWeight="medium" mb="3" wordBreak="break-all">
        {user.email}
      </Text>
      {step.name === 'idle' && (
        <Button variant="outline" onClick={() => setStep({ name: 'new-email' })}>
          Alterar e-mail
        </Button>
      )}
      {step.name === 'new-email' && (
        <NewEmailForm
          onSent={(email) => setStep({ name: 'code', email })}
          onCancel={() => setStep({ name: 'idle' })}
        />
      )}
      {step.name === 'code' && (
        <CodeForm
          email={step.email}
          onDone={() => setStep({ name: 'idle' })}
          onChangeAddress={() => setStep({ name: 'new-email' })}
        />
      )}
    </Box>
  );
}

function NewEmailForm({
  onSent,
  onCancel,
}: {
  onSent: (email: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<NewEmailFormValues>({
    resolver: zodResolver(newEmailFormSchema),
    defaultValues: { email: '' },
  });
  const [request, { isLoading }] = useRequestEmailChangeMutation();

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request({ email }).unwrap();
      onSent(email.toLowerCase());
    } catch (thrown) {
      const rest = placeApiErrors(form, toApiError(thrown), SEND_FAILED_MESSAGE);
      // A 409 ("já está cadastrado") is about the address: it belongs beside it.
      if (rest) form.setError('email', { message: rest });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label="Novo e-mail"
        type="email"
        required
        autoComplete="email"
        autoFocus
        hint="Enviaremos um código de 6 dígitos para este endereço."
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <HStack gap="3" mt="4" wrap="wrap">
        <Button type="submit" colorPalette="brand" loading={isLoading}>
          Enviar código
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </HStack>
    </form>
  );
}

function CodeForm({
  email,
  onDone,
  onChangeAddress,
}: {
  email: string;
  onDone: () => void;
  onChangeAddress: () => void;
}) {
  const form = useForm<EmailCodeFormValues>({
    resolver: zodResolver(emailCodeFormSchema),
    defaultValues: { code: '' },
  });
  const [confirm, { isLoading }] = useConfirmEmailChangeMutation();
  const [resend, { isLoading: resending }] = useRequestEmailChangeMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const dispatch = useAppDispatch();

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      const profile = await confirm({ code }).unwrap();
      dispatch(accountUpdated({ user: toSessionUser(profile) }));
      toaster.create({
        type: 'success',
        title: 'E-mail alterado',
        description: `Use ${profile.email} para entrar a partir de agora.`,
        duration: 4000,
      });
      onDone();
    } catch (thrown) {
      const rest = placeApiErrors(form, toApiError(thrown), CONFIRM_FAILED_MESSAGE);
      if (rest) form.setError('code', { message: rest });
    }
  });

  async function resendCode() {
    form.clearErrors();
    try {
      await resend({ email }).unwrap();
      setNotice(`Enviamos um novo código para ${email}.`);
    } catch (thrown) {
      form.setError('code', { message: toApiError(thrown).message || SEND_FAILED_MESSAGE });
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Text mb="3" role="status">
        {notice ??
          `Enviamos um código de 6 dígitos para ${email}. Ele vale por 15 minutos. Informe-o abaixo para confirmar o novo e-mail.`}
      </Text>
      <Box maxW="xs">
        <TextField
          label="Código de verificação"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          error={form.formState.errors.code}
          {...form.register('code')}
        />
      </Box>
      <Flex gap="3" mt="4" wrap="wrap">
        <Button type="submit" colorPalette="brand" loading={isLoading}>
          Confirmar e-mail
        </Button>
        <Button variant="outline" loading={resending} onClick={() => void resendCode()}>
          Reenviar código
        </Button>
        <Button variant="ghost" onClick={onChangeAddress}>
          Usar outro e-mail
        </Button>
      </Flex>
    </form>
  );
}
