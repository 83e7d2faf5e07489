import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { failureMessage, SERVER_ERROR_MESSAGES } from 'shared/api';
import type { ErrorCatalog } from 'shared/api';
import type { InvitationPreview } from 'shared/contracts';
import { SessionSetupError } from 'shared/session';
import { NewAccountFields } from '../../../components/new-account-fields';
import { newAccountSchema } from '../../../lib/new-account-schema';
import type { NewAccountValues } from '../../../lib/new-account-schema';
import { useSignUpThroughInvitationMutation } from '../api/invitation-api';
import { InvitedEmail } from './invited-email';
import { useJoinCompany } from './join-company';

const ERRORS: ErrorCatalog = {
  byStatus: SERVER_ERROR_MESSAGES,
  fallback: 'Não foi possível criar sua conta. Por favor, tente novamente.',
};

/** The invited e-mail has no account: the link proves the address, so name and password suffice. */
export function SignUpToAccept({
  token,
  invitation,
}: {
  token: string;
  invitation: InvitationPreview;
}) {
  const form = useForm<NewAccountValues>({
    resolver: zodResolver(newAccountSchema),
    mode: 'onTouched',
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const [signUp] = useSignUpThroughInvitationMutation();
  const join = useJoinCompany();
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, password }) => {
    setFailure(null);
    try {
      const { access_token } = await signUp({ token, name, password }).unwrap();
      await join(access_token, invitation.company_name);
    } catch (thrown) {
      // 400 (used, expired, weak password) and 409 (the e-mail got an account) say what to do.
      setFailure(
        thrown instanceof SessionSetupError
          ? thrown.message
          : failureMessage(thrown, ERRORS, [400, 409]),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <InvitedEmail
            intro="Crie sua conta para aceitar o convite."
            email={invitation.email}
            failure={failure}
          />
          <NewAccountFields />
          <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting}>
            Criar conta e aceitar
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
