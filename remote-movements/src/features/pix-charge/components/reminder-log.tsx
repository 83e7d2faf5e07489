import { Badge, Box, Button, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { LuSend } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { REMINDER_SEND_STATUS_LABELS, reminderOffsetLabel } from 'shared/contracts';
import type { ReminderSend, ReminderSendStatus } from 'shared/contracts';
import { COMPANY_TIME_ZONE, formatLongDate } from 'shared/format';
import { toaster } from 'shared/ui';
import { Skeleton } from 'shared/ui-kit';
import { useGetReminderLogQuery } from '../api/get-reminder-log';
import { useSendReminderNowMutation } from '../api/send-reminder-now';
import { reminderNowMessage } from '../pix-charge-message';

const PALETTE: Record<ReminderSendStatus, string> = {
  queued: 'blue',
  sent: 'green',
  skipped: 'gray',
  failed: 'red',
};

const sentDate = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeZone: COMPANY_TIME_ZONE,
});
const sentTime = new Intl.DateTimeFormat('pt-BR', {
  timeStyle: 'short',
  timeZone: COMPANY_TIME_ZONE,
});

/** "20/11/2026 às 08:00 · no dia do vencimento"; the planned day while not sent. */
function when(send: ReminderSend): string {
  const at = send.sent_at
    ? `${sentDate.format(new Date(send.sent_at))} às ${sentTime.format(new Date(send.sent_at))}`
    : formatLongDate(send.planned_for);
  return `${at} · ${reminderOffsetLabel(send.offset_days).toLowerCase()}`;
}

/**
 * "Lembretes": what the régua de cobrança planned and sent for this receivable, and "Enviar
 * lembrete agora" for a client who should hear today, régua or not.
 */
export function ReminderLog({ movementId }: { movementId: string }) {
  const query = useGetReminderLogQuery(movementId);
  const [sendNow, sending] = useSendReminderNowMutation();
  const items = query.data?.items;
  const remindNow = async () => {
    const result = await sendNow(movementId);
    // Sent or not, the log has a new line (the reason of a refusal included).
    void query.refetch();
    if ('error' in result) {
      toaster.create({ type: 'error', title: reminderNowMessage(result.error) });
      return;
    }
    toaster.create({ type: 'success', title: `Lembrete enviado para ${result.data.email}` });
  };
  return (
    <Box as="section" aria-labelledby="reminder-log-heading">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Heading as="h3" id="reminder-log-heading" size="sm">
          Lembretes por e-mail
        </Heading>
        <Button
          size="xs"
          variant="outline"
          loading={sending.isLoading}
          onClick={() => void remindNow()}
        >
          <LuSend aria-hidden /> Enviar lembrete agora
        </Button>
      </HStack>
      {query.isLoading && <Skeleton h="10" />}
      {query.isError && (
        <Text textStyle="sm" color="fg.error">
          Não foi possível carregar os lembretes.
        </Text>
      )}
      {items && items.length === 0 && (
        <Text textStyle="sm" color="fg.muted">
          Nenhum lembrete enviado.{' '}
          <Link asChild textDecoration="underline">
            <RouterLink to="/empresa/regua-de-cobranca">Régua de cobrança</RouterLink>
          </Link>{' '}
          envia lembretes ao cliente antes e depois do vencimento.
        </Text>
      )}
      {items && items.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none">
          {items.map((send) => (
            <Box as="li" key={send.id} textStyle="sm">
              <Badge colorPalette={PALETTE[send.status]} mr="2">
                {REMINDER_SEND_STATUS_LABELS[send.status]}
              </Badge>
              <Text as="span">
                {when(send)}
                {send.manual ? ' · enviado na hora' : ''}
              </Text>
              <Text color="fg.muted" overflowWrap="anywhere">
                {send.subject ?? send.email}
                {send.reason ? ` — ${send.reason}` : ''}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
