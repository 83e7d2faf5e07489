import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useOptOutOfRemindersMutation } from '../api/get-public-pix-charge';

/** The query the reminder e-mail's "Não quero mais receber lembretes" link adds (API's OPT_OUT_QUERY). */
export const OPT_OUT_PARAM = 'lembretes';
export const OPT_OUT_VALUE = 'parar';

/**
 * The client's way out of the régua de cobrança, for every reminder of this company: open at once
 * when the e-mail's link brought them here, a quiet button otherwise. One click, no sign-in.
 */
export function ReminderOptOut({
  token,
  companyName,
  asked,
}: {
  token: string;
  companyName: string;
  asked: boolean;
}) {
  const [open, setOpen] = useState(asked);
  const [optOut, result] = useOptOutOfRemindersMutation();

  if (result.isSuccess) {
    return (
      <Alert.Root status="success" variant="surface" role="status">
        <Alert.Indicator />
        <Alert.Title>
          Pronto: {companyName} não enviará mais lembretes de cobrança para o seu e-mail.
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (!open) {
    return (
      <Box textAlign="center">
        <Button variant="plain" size="sm" color="fg.muted" onClick={() => setOpen(true)}>
          Não quero mais receber lembretes por e-mail
        </Button>
      </Box>
    );
  }
  return (
    <Stack
      as="section"
      aria-labelledby="reminder-opt-out"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Text id="reminder-opt-out" fontWeight="semibold">
        Parar os lembretes de {companyName}?
      </Text>
      <Text fontSize="sm" color="fg.muted">
        Você deixará de receber por e-mail os lembretes de cobrança desta empresa. Esta cobrança
        continua valendo.
      </Text>
      {result.isError && (
        <Text role="alert" fontSize="sm" color="fg.error">
          Não foi possível registrar o pedido agora. Tente novamente.
        </Text>
      )}
      <Button
        alignSelf="flex-start"
        variant="outline"
        loading={result.isLoading}
        onClick={() => void optOut(token)}
      >
        Não quero mais receber lembretes
      </Button>
    </Stack>
  );
}
