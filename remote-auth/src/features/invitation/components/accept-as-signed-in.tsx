import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { toApiError } from 'shared/api';
import type { InvitationPreview } from 'shared/contracts';
import type { AppStore } from 'shared/session';
import { selectAccount, signOut, useAppSelector } from 'shared/session';
import { useAcceptInvitationMutation } from '../api/invitation-api';
import { useJoinCompany } from './join-company';

/** Signed in: the invited e-mail joins with one click; another e-mail is told to switch. */
export function AcceptAsSignedIn({
  token,
  invitation,
}: {
  token: string;
  invitation: InvitationPreview;
}) {
  const email = useAppSelector(selectAccount)?.user.email ?? '';
  const store = useStore() as AppStore;
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const join = useJoinCompany();
  const [failure, setFailure] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);

  if (email.toLowerCase() !== invitation.email) {
    return (
      <Stack gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            Você está conectado como <strong>{email}</strong>, mas este convite é para{' '}
            <strong>{invitation.email}</strong>. Saia e entre com o e-mail convidado para aceitá-lo.
          </Alert.Description>
        </Alert.Root>
        <Button variant="outline" alignSelf="flex-start" onClick={() => void signOut(store)}>
          Sair e usar outro e-mail
        </Button>
      </Stack>
    );
  }

  async function onAccept() {
    setFailure(null);
    setJoining(true);
    try {
      const { access_token } = await accept(token).unwrap();
      await join(access_token, invitation.company_name);
    } catch (thrown) {
      setFailure(toApiError(thrown).message);
      setJoining(false);
    }
  }

  return (
    <Stack gap="4">
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <Text>Ao aceitar, a empresa passa a aparecer no seu seletor de empresas.</Text>
      <Button
        colorPalette="brand"
        size="lg"
        loading={isLoading || joining}
        onClick={() => void onAccept()}
      >
        Aceitar convite
      </Button>
    </Stack>
  );
}
