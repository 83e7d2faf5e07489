import { HStack, Progress, Text } from '@chakra-ui/react';

export type PasswordStrength = 'none' | 'weak' | 'medium' | 'strong';

/**
 * SPEC.md §5: weak with any text; medium with at least 6 characters and two of lowercase,
 * uppercase, digit; strong with at least 8 characters and all three.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 'none';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/].filter((kind) => kind.test(password)).length;
  if (password.length >= 8 && kinds === 3) return 'strong';
  if (password.length >= 6 && kinds >= 2) return 'medium';
  return 'weak';
}

const LOOK: Record<
  Exclude<PasswordStrength, 'none'>,
  { label: string; value: number; palette: string }
> = {
  weak: { label: 'Fraca', value: 33, palette: 'red' },
  medium: { label: 'Média', value: 66, palette: 'orange' },
  strong: { label: 'Forte', value: 100, palette: 'green' },
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  if (strength === 'none') return null;
  const { label, value, palette } = LOOK[strength];
  return (
    <HStack gap="3" w="full" data-strength={strength}>
      <Progress.Root
        value={value}
        size="xs"
        flex="1"
        colorPalette={palette}
        aria-label="Força da senha"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color={`${palette}.fg`} minW="10">
        {label}
      </Text>
    </HStack>
  );
}
