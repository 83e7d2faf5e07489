import { Badge, Card, HStack, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type CounterSeverity = 'primary' | 'success' | 'danger' | 'warn' | 'info';

const PALETTE: Record<CounterSeverity, string> = {
  primary: 'brand',
  success: 'green',
  danger: 'red',
  warn: 'orange',
  info: 'blue',
};

export interface CounterProps {
  label?: string;
  value: ReactNode;
  severity?: CounterSeverity;
  badge?: ReactNode;
  showBadge?: boolean;
}

/** SPEC.md §2: label (default 'Label'), value, severity (default primary), optional badge shown by default. */
export function Counter({
  label = 'Label',
  value,
  severity = 'primary',
  badge,
  showBadge = true,
}: CounterProps) {
  return (
    <Card.Root variant="outline" flex="1" minW="0">
      <Card.Body>
        <Stat.Root>
          <HStack justify="space-between" align="flex-start">
            <Stat.Label>{label}</Stat.Label>
            {showBadge && badge !== undefined && (
              <Badge colorPalette={PALETTE[severity]} variant="subtle">
                {badge}
              </Badge>
            )}
          </HStack>
          <Stat.ValueText color={`${PALETTE[severity]}.fg`} fontSize="2xl" lineClamp={1}>
            {value}
          </Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
