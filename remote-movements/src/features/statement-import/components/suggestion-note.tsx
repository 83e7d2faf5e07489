import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { PreviewLine } from 'shared/contracts';

/**
 * Where the line's proposal comes from — a rule (named) or the company's history (with its
 * confidence) — and why, in words. History that disagreed shows its reason and guesses nothing.
 */
export function SuggestionNote({ line }: { line: PreviewLine }) {
  const suggestion = line.suggestion;
  if (!suggestion) return null;
  const label =
    suggestion.source === 'rule'
      ? `Regra: ${suggestion.rule?.name ?? 'excluída'}`
      : `Histórico ${suggestion.confidence} %`;
  return (
    <Stack gap="0.5" minW="0">
      <HStack gap="1" wrap="wrap">
        <Badge size="sm" colorPalette={suggestion.source === 'rule' ? 'purple' : 'blue'}>
          {label}
        </Badge>
        {suggestion.ignore && (
          <Badge size="sm" colorPalette="gray">
            Ignorar
          </Badge>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted" lineClamp={2}>
        {suggestion.reason}
      </Text>
    </Stack>
  );
}
