import { Button, HStack } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import type { FilterState } from 'shared/contracts';

const CHOICES: { value: FilterState['type']; label: string }[] = [
  { value: '', label: 'Todas' },
  { value: 'receita', label: 'A receber' },
  { value: 'despesa', label: 'A pagar' },
];

export interface TypeSwitchProps {
  value: FilterState['type'];
  onChange: (value: FilterState['type']) => void;
}

/**
 * 'Todas' / 'A receber' / 'A pagar' as a radio group: one tab stop, arrows move the choice
 * (WAI-ARIA radio group pattern).
 */
export function TypeSwitch({ value, onChange }: TypeSwitchProps) {
  const index = Math.max(
    0,
    CHOICES.findIndex((choice) => choice.value === value),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = CHOICES[(index + step + CHOICES.length) % CHOICES.length];
    if (!next) return;
    onChange(next.value);
    const group = event.currentTarget;
    requestAnimationFrame(() =>
      group.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus(),
    );
  };
  return (
    <HStack
      role="radiogroup"
      aria-label="Tipo de movimentação"
      gap="0"
      borderWidth="1px"
      borderRadius="md"
      p="1"
      w="fit-content"
      onKeyDown={onKeyDown}
    >
      {CHOICES.map((choice, i) => {
        const checked = i === index;
        return (
          <Button
            key={choice.label}
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            size="sm"
            variant={checked ? 'solid' : 'ghost'}
            colorPalette={checked ? 'brand' : 'gray'}
            onClick={() => onChange(choice.value)}
          >
            {choice.label}
          </Button>
        );
      })}
    </HStack>
  );
}
