import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useOptOutOfRemindersMutation } from '../api/get-public-pix-charge';

/** The query the reminder e-mail's "Não quero mais receber lembretes" link adds (API's OPT_OUT_QUERY). */
export const OPT_OUT_PARAM = 'lembretes';
export const OPT_OUT_VALUE = 'parar';

/**
 * Where the form posts when no script handles it: the server-sent page (api web-apps), which
 * stops the reminders and comes back to the page saying so.
 */
export const optOutFormAction = (token: string) =>
  `/cobranca/${encodeURIComponent(token)}/lembretes`;

/** What the server says of an opt-out it handled; the app knows it from its own request. */
export type OptOutOutcome = 'done' | 'failed';

/**
 * The client's way out of the régua de cobrança, for every reminder of this company: open at once
 * when the e-mail's link brought them here, a quiet disclosure otherwise. One click, no sign-in.
 * A native <details> and a <form>, so that it works the same on the page the server sends
 * without any script; the app submits it through the API client instead.
 */
export function ReminderOptOut({
  token,
  companyName,
  asked,
  outcome,
}: {
  token: string;
  companyName: string;
  asked: boolean;
  outcome?: OptOutOutcome;
}) {
  const [optOut, result] = useOptOutOfRemindersMutation();
  const done = outcome === 'done' || result.isSuccess;
  const failed = outcome === 'failed' || result.isError;

  if (done) {
    return (
      <Alert.Root status="success" variant="surface" role="status">
        <Alert.Indicator />
        <Alert.Title>
          Pronto: {companyName} não enviará mais lembretes de cobrança para o seu e-mail.
        </Alert.Title>
      </Alert.Root>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void optOut(token);
  };
  return (
    <details open={asked || failed}>
      <Box
        as="summary"
        mx="auto"
        w="fit-content"
        py="1"
        px="2"
        borderRadius="l2"
        fontSize="sm"
        color="fg.muted"
        cursor="pointer"
        listStyle="none"
        css={{ '&::-webkit-details-marker': { display: 'none' } }}
        _hover={{ textDecoration: 'underline' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        Não quero mais receber lembretes por e-mail
      </Box>
      <Stack
        as="section"
        aria-labelledby="reminder-opt-out"
        gap="3"
        mt="3"
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
        {failed && (
          <Text role="alert" fontSize="sm" color="fg.error">
            Não foi possível registrar o pedido agora. Tente novamente.
          </Text>
        )}
        <form method="post" action={optOutFormAction(token)} onSubmit={submit}>
          <Button type="submit" variant="outline" loading={result.isLoading}>
            Não quero mais receber lembretes
          </Button>
        </form>
      </Stack>
    </details>
  );
}
