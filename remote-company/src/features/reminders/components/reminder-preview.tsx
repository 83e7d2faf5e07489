import { Box, Text } from '@chakra-ui/react';
import { addDays, todayIso } from 'shared/format';
import { renderReminderText } from 'shared/contracts';
import type { ReminderValues } from 'shared/contracts';

/** Made-up values the preview fills in: what a client would read, for a sample receivable. */
function sampleValues(companyName: string, offsetDays: number): ReminderValues {
  return {
    clientName: 'Maria Souza',
    companyName,
    description: 'Mensalidade de dezembro',
    openCents: 35_000,
    dueDate: addDays(todayIso(), -offsetDays),
    offsetDays,
    link: `${window.location.origin}/cobranca/exemplo`,
    brCode: '00020126360014br.gov.bcb.pix0114112223330001815204000053039865406350.00…',
  };
}

/** The e-mail as the client would receive it, filled by the same code the server uses. */
export function ReminderPreview({
  id,
  label,
  subject,
  body,
  offsetDays,
  companyName,
}: {
  id: string;
  label: string;
  subject: string;
  body: string;
  offsetDays: number;
  companyName: string;
}) {
  const values = sampleValues(companyName, Number.isNaN(offsetDays) ? 0 : offsetDays);
  return (
    <Box
      id={id}
      role="region"
      aria-label={label}
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      p="4"
    >
      <Text textStyle="xs" color="fg.muted" mb="1">
        Prévia com dados de exemplo
      </Text>
      <Text fontWeight="semibold" mb="3" wordBreak="break-word">
        {renderReminderText(subject, values)}
      </Text>
      <Text whiteSpace="pre-wrap" wordBreak="break-word" textStyle="sm">
        {renderReminderText(body, values)}
      </Text>
    </Box>
  );
}
