import { Button, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { toApiError } from 'shared/api';
import type { BudgetLine } from 'shared/contracts';
import { useLazyGetBudgetActualsQuery } from '../api/budget-api';

/** "-5,5" or "10": a percentage as people type it in pt-BR; null when it is not one. */
function parsePercent(text: string): number | null {
  const trimmed = text.trim().replace(/\s*%$/, '').replace(',', '.');
  if (trimmed === '') return 0;
  if (!/^[-+]?\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * "Copiar do realizado de 2025 com +X %": the grid's rows on screen take a past year's actuals
 * (the DRE by competência, for the cost centre shown), scaled; undone at once like any change.
 */
export function CopyFromActuals({
  year,
  costCenterId,
  onCopy,
}: {
  year: number;
  costCenterId: string | null;
  onCopy: (lines: BudgetLine[], summary: string) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(year - 1);
  const [percent, setPercent] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);
  const [fetchActuals, actuals] = useLazyGetBudgetActualsQuery();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parsePercent(percent);
    if (value === null || value < -100 || value > 1000) {
      setProblem('Informe o ajuste em %, de -100 a 1.000 (ex.: 10 ou -5,5).');
      return;
    }
    setProblem(null);
    try {
      const result = await fetchActuals({ year: from, percent: value, costCenterId }).unwrap();
      const sign = value > 0 ? '+' : '';
      onCopy(result.lines, `Copiado o realizado de ${from} com ${sign}${percent.trim() || '0'} %`);
    } catch (error) {
      setProblem(toApiError(error).message || 'Não foi possível ler o realizado.');
    }
  };

  return (
    <Flex as="form" gap="2" align="center" wrap="wrap" onSubmit={(event) => void submit(event)}>
      <Text asChild textStyle="sm">
        <label htmlFor={`${id}-year`}>Copiar do realizado de</label>
      </Text>
      <NativeSelect.Root size="sm" w="auto">
        <NativeSelect.Field
          id={`${id}-year`}
          value={from}
          onChange={(event) => setFrom(Number(event.target.value))}
        >
          {[1, 2, 3].map((back) => (
            <option key={back} value={year - back}>
              {year - back}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Text asChild textStyle="sm">
        <label htmlFor={`${id}-percent`}>com ajuste de (%)</label>
      </Text>
      <Input
        id={`${id}-percent`}
        size="sm"
        w="5rem"
        inputMode="decimal"
        value={percent}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setPercent(event.target.value)}
      />
      <Button type="submit" size="sm" variant="outline" loading={actuals.isFetching}>
        Copiar
      </Button>
      {problem && (
        <Text id={`${id}-problem`} role="alert" color="fg.error" textStyle="sm" w="full">
          {problem}
        </Text>
      )}
    </Flex>
  );
}
