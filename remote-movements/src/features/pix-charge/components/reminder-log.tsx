import { Badge, Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { REMINDER_SEND_STATUS_LABELS, reminderOffsetLabel } from 'shared/contracts';
import type { ReminderSend, ReminderSendStatus } from 'shared/contracts';
import { COMPANY_TIME_ZONE, formatLongDate } from 'shared/format';
import { Skeleton } from 'shared/ui-kit';
import { useGetReminderLogQuery } from '../api/get-reminder-log';

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

/** "Lembretes": what the régua de cobrança planned and sent for this receivable. */
export function ReminderLog({ movementId }: { movementId: string }) {
  const query = useGetReminderLogQuery(movementId);
  const items = query.data?.items;
  return (
    <Box as="section" aria-labelledby="reminder-log-heading">
      <Heading as="h3" id="reminder-log-heading" size="sm" mb="2">
        Lembretes por e-mail
      </Heading>
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
              <Text as="span">{when(send)}</Text>
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
