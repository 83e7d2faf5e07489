import { Box, Stack, Text } from '@chakra-ui/react';
import { formatBRL, formatShortDate } from 'shared/format';
import { plural } from '../../lib/plural';
import type { TrialState } from './use-rule-trial';

function summary(state: TrialState): string {
  switch (state.status) {
    case 'incomplete':
      return 'Informe ao menos uma condição e uma ação para ver com quantas movimentações a regra casaria.';
    case 'loading':
      return 'Contando as movimentações dos últimos 12 meses…';
    case 'failed':
      return 'Não foi possível contar agora. A regra pode ser salva assim mesmo.';
    case 'done':
      return state.trial.past_matches === 0
        ? 'Não casaria com nenhuma movimentação dos últimos 12 meses.'
        : `Casaria com ${plural(state.trial.past_matches, 'movimentação', 'movimentações')} dos últimos 12 meses.`;
  }
}

/** The draft tried against the history as it is typed: how many, and a few of them. */
export function RuleTrialBox({ state }: { state: TrialState }) {
  const examples = state.status === 'done' ? state.trial.examples : [];
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Stack gap="2">
        <Text textStyle="sm" fontWeight="medium" aria-live="polite">
          {summary(state)}
        </Text>
        {examples.length > 0 && (
          <Box as="ul" ps="4" listStyleType="disc" textStyle="xs" color="fg.muted">
            {examples.map((example, index) => (
              <li key={`${example.date}-${index}`}>
                {`${formatShortDate(example.date)} · ${example.description} · ${formatBRL(example.amount_cents)}`}
              </li>
            ))}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
