import { Badge } from '@chakra-ui/react';

export type Severity = 'success' | 'info' | 'danger' | 'warn' | 'default';

const SEVERITY_BY_STATUS: Record<string, Severity> = {
  pago: 'success',
  paid: 'success',
  'a vencer': 'info',
  upcoming: 'info',
  vencido: 'danger',
  overdue: 'danger',
  'vence hoje': 'warn',
  'due today': 'warn',
};

/** SPEC.md §4: paid success, upcoming info, overdue danger, due today warn, other default. */
export function statusSeverity(status: string): Severity {
  return SEVERITY_BY_STATUS[status.trim().toLowerCase()] ?? 'default';
}

// Chakra's Badge has no success/danger palettes (RECIPES.md).
const PALETTE: Record<Severity, string> = {
  success: 'green',
  info: 'blue',
  danger: 'red',
  warn: 'orange',
  default: 'gray',
};

const LABELS: Record<string, string> = {
  pago: 'Pago',
  'pago parcial': 'Pago parcial',
  vencido: 'Vencido',
  'a vencer': 'A vencer',
  'vence hoje': 'Vence hoje',
};

export function StatusTag({ status }: { status: string }) {
  const key = status.trim().toLowerCase();
  return (
    <Badge
      colorPalette={PALETTE[statusSeverity(status)]}
      variant="subtle"
      data-severity={statusSeverity(status)}
    >
      {LABELS[key] ?? status}
    </Badge>
  );
}
