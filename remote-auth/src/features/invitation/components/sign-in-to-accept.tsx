import { Button, Field, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { failureMessage, SERVER_ERROR_MESSAGES } from 'shared/api';
import type { ErrorCatalog } from 'shared/api';
import type { InvitationPreview } from 'shared/contracts';
import { SessionSetupError } from 'shared/session';
import { PasswordInput } from 'shared/ui';
import { acceptWithToken, useSignInToAcceptMutation } from '../api/invitation-api';
import { invitationSignInSchema } from '../invitation-schemas';
import type { InvitationSignInValues } from '../invitation-schemas';
import { InvitedEmail } from './invited-email';
import { useJoinCompany } from './join-company';

/** SPEC.md §8 "Sign-in"; the accept step's own refusals (used, expired) are shown as they are. */
const ERRORS: ErrorCatalog = {
  byStatus: {
    400: 'Não foi possivel cadastrar o usuário. Por favor, tente novamente',
    401: 'O e-mail ou a senha fornecidos não correspondem aos nossos registros.',
    ...SERVER_ERROR_MESSAGES,
  },
  fallback: 'Erro desconhecido',
};

/** The invited e-mail has an account: its password signs in and accepts in one go. */
export function SignInToAccept({
  token,
  invitation,
}: {
  token: string;
  invitation: InvitationPreview;
}) {
  const form = useForm<InvitationSignInValues>({
    resolver: zodResolver(invitationSignInSchema),
    defaultValues: { password: '' },
  });
  const [signIn] = useSignInToAcceptMutation();
  const join = useJoinCompany();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    let session: string;
    try {
      session = (await signIn({ email: invitation.email, password }).unwrap()).access_token;
    } catch (thrown) {
      // A 403 (no company yet) carries the API's own explanation.
      setFailure(failureMessage(thrown, ERRORS, [403]));
      return;
    }
    try {
      const accepted = await acceptWithToken(session, token);
      await join(accepted.access_token, invitation.company_name);
    } catch (thrown) {
      setFailure(
        thrown instanceof SessionSetupError
          ? thrown.message
          : failureMessage(thrown, ERRORS, [400, 403]),
      );
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="4">
        <InvitedEmail
          intro="Este e-mail já tem uma conta no Fluxo. Entre com ela para aceitar o convite."
          email={invitation.email}
          failure={failure}
        />
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>Senha</Field.Label>
          <PasswordInput autoComplete="current-password" autoFocus {...form.register('password')} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting}>
          Entrar e aceitar convite
        </Button>
        <Link asChild color="brand.fg" fontSize="sm" alignSelf="center">
          <RouterLink to="/forgot-password">Esqueceu sua senha?</RouterLink>
        </Link>
      </Stack>
    </form>
  );
}
