import { Button, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { AuthCardHeader } from '../../../components/auth-card-header';
import { openWebmail, WEBMAIL_PROVIDERS } from '../webmail';

/** Step 2: the link is on its way; shortcuts to the two public webmail inboxes. */
export function EmailSentStep({
  email,
  onUseAnotherEmail,
}: {
  email: string;
  onUseAnotherEmail: () => void;
}) {
  const navigate = useNavigate();
  return (
    <>
      <AuthCardHeader
        title="E-mail enviado"
        subtitle="Enviamos um e-mail para você. Cheque sua caixa de entrada e informe o código abaixo para continuar."
      />
      <Text fontSize="sm" color="fg.muted">
        {`Enviado para ${email}. O link vale por 1 hora.`}
      </Text>
      <Stack gap="3">
        {WEBMAIL_PROVIDERS.map((provider) => (
          <Button
            key={provider.name}
            variant="outline"
            size="lg"
            onClick={() => openWebmail(provider)}
          >
            {provider.label} <LuExternalLink />
          </Button>
        ))}
        <Button colorPalette="brand" size="lg" onClick={() => void navigate('/login')}>
          Voltar para Login
        </Button>
        <Button variant="ghost" size="sm" onClick={onUseAnotherEmail}>
          Usar outro e-mail
        </Button>
      </Stack>
    </>
  );
}
