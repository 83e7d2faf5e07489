import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { toApiError } from 'shared/api';
import { endSession } from 'shared/session';
import type { AppStore } from 'shared/session';
import { toaster } from 'shared/ui';
import { ConfirmDrawer } from 'shared/ui-kit';
import { useSignOutEverywhereMutation } from '../api/account-api';

/** 'Sair de todos os dispositivos': every session ends, this one too, then the login screen. */
export function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const store = useStore() as AppStore;
  const navigate = useNavigate();

  async function confirm() {
    try {
      await signOutEverywhere().unwrap();
    } catch (thrown) {
      setAsking(false);
      toaster.create({ type: 'error', title: toApiError(thrown).message, duration: 6000 });
      return;
    }
    endSession(store);
    void navigate('/login', { replace: true });
  }

  return (
    <>
      <Text mb="4">
        Encerra o acesso em todos os navegadores e celulares em que você entrou, inclusive neste.
        Use se perdeu um aparelho ou entrou em um computador que não é seu.
      </Text>
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        Sair de todos os dispositivos
      </Button>
      <ConfirmDrawer
        destructive
        open={asking}
        title="Sair de todos os dispositivos?"
        message="Todas as sessões serão encerradas, inclusive esta. Você precisará entrar novamente com seu e-mail e senha."
        confirmLabel="Sair de todos"
        loading={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
