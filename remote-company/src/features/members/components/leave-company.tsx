import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { toApiError } from 'shared/api';
import type { Member } from 'shared/contracts';
import type { AppStore } from 'shared/session';
import { endSession, selectAccount, useAppSelector } from 'shared/session';
import { toaster } from 'shared/ui';
import { ConfirmDrawer } from 'shared/ui-kit';
import { useLeaveCompanyMutation } from '../api/members-api';
import { isLastOwner } from '../role-options';

/**
 * 'Sair da empresa', for every role. The company keeps at least one owner: its last one is told
 * how to leave instead of offered a button (the API refuses it too).
 */
export function LeaveCompany({ members }: { members: Member[] }) {
  const account = useAppSelector(selectAccount);
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const [leave, { isLoading }] = useLeaveCompanyMutation();
  const [asking, setAsking] = useState(false);
  const me = members.find((member) => member.user_id === account?.user.id);
  if (!account || !me) return null;
  const companyName = account.company.name;
  const lastOwner = isLastOwner(members, me);

  async function confirm() {
    try {
      await leave().unwrap();
    } catch (thrown) {
      setAsking(false);
      toaster.create({ type: 'error', title: toApiError(thrown).message, duration: 6000 });
      return;
    }
    // The server ended every session of the person: their tokens still named this company.
    endSession(store);
    toaster.create({
      type: 'success',
      title: `Você saiu de ${companyName}`,
      description: 'Entre novamente para continuar nas suas outras empresas.',
      duration: 5000,
    });
    void navigate('/login', { replace: true });
  }

  return (
    <Box
      as="section"
      aria-labelledby="sair-da-empresa"
      borderWidth="1px"
      borderRadius="l2"
      p="4"
      mt="6"
    >
      <Heading as="h2" id="sair-da-empresa" size="md" mb="2">
        Sair da empresa
      </Heading>
      {lastOwner ? (
        <Text color="fg.muted">
          Você é o único proprietário desta empresa: promova outro membro a proprietário antes de
          sair.
        </Text>
      ) : (
        <>
          <Text color="fg.muted" mb="3">
            Você deixa de ver os dados de {companyName}. Para voltar, será preciso um novo convite.
          </Text>
          <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
            Sair da empresa
          </Button>
        </>
      )}
      <ConfirmDrawer
        destructive
        open={asking}
        title={`Sair de ${companyName}?`}
        message="Você perderá o acesso a esta empresa e suas sessões serão encerradas: entre novamente para continuar nas suas outras empresas."
        confirmLabel="Sair da empresa"
        loading={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
