import { Button, Group } from '@chakra-ui/react';

/**
 * A choice of two or three as attached toggle buttons, the pressed one in force: the DRE's
 * regime and view, the cash scenarios' horizon.
 */
export function ToggleSwitch<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <Group attached role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          variant={option.value === value ? 'solid' : 'outline'}
          colorPalette={option.value === value ? 'brand' : undefined}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </Group>
  );
}
