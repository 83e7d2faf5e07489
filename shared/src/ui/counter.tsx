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
        {/* The badge sits beside the figure, not in it: a <dl> holds only its <dt> and <dd>. */}
        <HStack justify="space-between" align="flex-start">
          <Stat.Root minW="0">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText color={`${PALETTE[severity]}.fg`} fontSize="2xl" lineClamp={1}>
              {value}
            </Stat.ValueText>
          </Stat.Root>
          {showBadge && badge !== undefined && (
            <Badge colorPalette={PALETTE[severity]} variant="subtle">
              {badge}
            </Badge>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
