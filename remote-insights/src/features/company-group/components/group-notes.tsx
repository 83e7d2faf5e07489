import { Alert, Stack, Text } from '@chakra-ui/react';
import { toApiError } from 'shared/api';
import type { GroupInsights } from 'shared/contracts';
import { formatBRL } from 'shared/format';
import { Skeleton } from 'shared/ui-kit';

/** What the companies traded with each other, in words: taken out of every figure shown. */
export function EliminationNote({ parts }: { parts: readonly { label: string; value: number }[] }) {
  const shown = parts.filter((part) => part.value !== 0);
  return (
    <Text color="fg.muted" textStyle="sm">
      <Text as="span" fontWeight="semibold">
        Operações entre empresas do grupo:
      </Text>{' '}
      {shown.length === 0
        ? 'nenhuma no período.'
        : `${shown.map((part) => `${formatBRL(part.value)} ${part.label}`).join(' e ')}, fora dos totais do grupo.`}
    </Text>
  );
}

/** Categories with figures that another company codes or names otherwise: summed apart. */
export function UnmatchedAlert({ unmatched }: { unmatched: GroupInsights['unmatched'] }) {
  if (unmatched.length === 0) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Categorias que não casam entre as empresas</Alert.Title>
        <Alert.Description>
          <Text mb="1">
            Mesmo código com outro nome, ou mesmo nome com outro código: somadas à parte, sem
            adivinhar qual é qual.
          </Text>
          <Stack as="ul" gap="0" ps="4">
            {unmatched.map((row) => (
              <li key={`${row.company_id}/${row.code}/${row.name}`}>
                {row.company_name}: {row.code} {row.name}
              </li>
            ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A report that failed, in the API's words when it gave any. */
export function ReportError({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{toApiError(error).message || fallback}</Alert.Title>
    </Alert.Root>
  );
}

export function ReportLoading({ label }: { label: string }) {
  return (
    <Stack gap="2" role="status" aria-label={label}>
      <Skeleton h="8" />
      <Skeleton h="60" />
    </Stack>
  );
}
