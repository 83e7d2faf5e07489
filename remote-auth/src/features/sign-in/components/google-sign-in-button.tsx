import { Box, Button, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FcGoogle } from 'react-icons/fc';
import {
  GOOGLE_FAILED_WITHOUT_MESSAGE,
  GOOGLE_SIGN_IN_ERRORS,
  useSignInWithGoogleMutation,
} from '../api/sign-in-google';
import { signInFailureMessage, useFinishSignIn } from '../use-finish-sign-in';
import { loadGoogleIdentity } from '../google-identity';

const CLIENT_ID = process.env.PUBLIC_GOOGLE_CLIENT_ID ?? '';

/**
 * Google sign-in through Google Identity Services (SPEC.md §7). Where no client id is configured
 * the button says so instead of failing silently.
 */
export function GoogleSignInButton({ onFailure }: { onFailure: (message: string) => void }) {
  if (!CLIENT_ID) {
    return (
      <Box textAlign="center">
        <Button variant="outline" size="lg" w="full" disabled>
          <FcGoogle /> Entrar com Google
        </Button>
        <Text fontSize="xs" color="fg.muted" mt="1">
          O acesso com Google não está configurado neste ambiente.
        </Text>
      </Box>
    );
  }
  return <ConfiguredGoogleButton onFailure={onFailure} />;
}

function ConfiguredGoogleButton({ onFailure }: { onFailure: (message: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [signInWithGoogle] = useSignInWithGoogleMutation();
  const finishSignIn = useFinishSignIn();
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled || !container.current) return;
        const signInWithCredential = async (credential: string | undefined) => {
          if (!credential) {
            onFailure(GOOGLE_FAILED_WITHOUT_MESSAGE);
            return;
          }
          try {
            const { access_token } = await signInWithGoogle({ credentials: credential }).unwrap();
            await finishSignIn(access_token);
          } catch (thrown) {
            onFailure(signInFailureMessage(thrown, GOOGLE_SIGN_IN_ERRORS));
          }
        };
        google.accounts.id.initialize({
          client_id: CLIENT_ID,
          // Google ignores what the callback returns; failures are shown through onFailure.
          callback: ({ credential }) => void signInWithCredential(credential),
        });
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          locale: 'pt-BR',
          width: container.current.offsetWidth || 320,
        });
      })
      .catch(() => !cancelled && setUnavailable(true));
    return () => {
      cancelled = true;
    };
  }, [finishSignIn, onFailure, signInWithGoogle]);

  if (unavailable) {
    return (
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        Não foi possível carregar o acesso com Google. Verifique sua conexão.
      </Text>
    );
  }
  return <Box ref={container} w="full" minH="44px" display="flex" justifyContent="center" />;
}
