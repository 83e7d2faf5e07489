import { Alert, Box, Button, Card, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from 'shared/api';
import { MEMBER_ROLE_LABELS } from 'shared/contracts';
import type { InvitationPreview } from 'shared/contracts';
import { selectAccount, useAppSelector } from 'shared/session';
import { AuthCardHeader } from '../../../components/auth-card-header';
import { usePreviewInvitationQuery } from '../api/invitation-api';
import { AcceptAsSignedIn } from './accept-as-signed-in';
import { SignInToAccept } from './sign-in-to-accept';
import { SignUpToAccept } from './sign-up-to-accept';

export const PREVIEW_FAILED_MESSAGE =
  'Não foi possível abrir o convite agora. Por favor, tente novamente.';

/**
 * `/convite/:token`, for anyone: the company and role of the invitation, then the one way in that
 * fits — accept (signed in with the invited e-mail), sign in (the e-mail has an account) or sign
 * up through the link (it has none).
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const preview = usePreviewInvitationQuery(token);
  const signedIn = useAppSelector(selectAccount) !== null;

  return (
    <Card.Root variant="elevated" size="lg" maxW="lg" mx="auto" w="full">
      <Card.Body gap="6">
        {preview.isLoading ? (
          <Flex role="status" aria-label="Carregando o convite" justify="center" py="10">
            <Spinner />
          </Flex>
        ) : preview.data ? (
          <>
            <InvitationSummary invitation={preview.data} />
            {signedIn ? (
              <AcceptAsSignedIn token={token} invitation={preview.data} />
            ) : preview.data.account_exists ? (
              <SignInToAccept token={token} invitation={preview.data} />
            ) : (
              <SignUpToAccept token={token} invitation={preview.data} />
            )}
          </>
        ) : (
          <UnusableInvitation
            // A 400 says why (unknown, expired, used); anything else is a failure to retry.
            message={
              isApiError(preview.error) && preview.error.statusCode === 400
                ? preview.error.message
                : PREVIEW_FAILED_MESSAGE
            }
            signedIn={signedIn}
            onRetry={
              isApiError(preview.error) && preview.error.statusCode === 400
                ? undefined
                : () => void preview.refetch()
            }
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

function InvitationSummary({ invitation }: { invitation: InvitationPreview }) {
  return (
    <Stack gap="3">
      <AuthCardHeader title={`Convite para ${invitation.company_name}`} />
      <Text>
        Você foi convidado para participar da empresa <strong>{invitation.company_name}</strong> no
        Fluxo como <strong>{MEMBER_ROLE_LABELS[invitation.role].toLowerCase()}</strong>.
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Convite enviado para <strong>{invitation.email}</strong>.
      </Text>
    </Stack>
  );
}

function UnusableInvitation({
  message,
  signedIn,
  onRetry,
}: {
  message: string;
  signedIn: boolean;
  onRetry?: () => void;
}) {
  return (
    <Stack gap="5">
      <AuthCardHeader title="Convite" />
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{message}</Alert.Title>
      </Alert.Root>
      <Box>
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            Tentar novamente
          </Button>
        ) : (
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={signedIn ? '/' : '/login'}>
              {signedIn ? 'Ir para o início' : 'Ir para o login'}
            </RouterLink>
          </Link>
        )}
      </Box>
    </Stack>
  );
}
