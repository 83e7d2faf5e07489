import { Button, Group } from '@chakra-ui/react';
import { DRE_REGIMES } from 'shared/contracts';
import type { DreRegime } from 'shared/contracts';

const SHORT_LABELS: Record<DreRegime, string> = { competencia: 'Competência', caixa: 'Caixa' };

/** Competência or caixa: two toggle buttons, the pressed one is the regime in force. */
export function RegimeSwitch({
  regime,
  onChange,
}: {
  regime: DreRegime;
  onChange: (regime: DreRegime) => void;
}) {
  return (
    <Group attached role="group" aria-label="Regime">
      {DRE_REGIMES.map((option) => (
        <Button
          key={option}
          variant={option === regime ? 'solid' : 'outline'}
          colorPalette={option === regime ? 'brand' : undefined}
          aria-pressed={option === regime}
          onClick={() => onChange(option)}
        >
          {SHORT_LABELS[option]}
        </Button>
      ))}
    </Group>
  );
}
