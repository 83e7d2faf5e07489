import { Button, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CsvMapping, CsvMappingSource } from 'shared/contracts';

type Role = 'date' | 'description' | 'amount' | 'debit' | 'credit';

const ROLES: { role: Role; label: string; optional: boolean }[] = [
  { role: 'date', label: 'Data', optional: false },
  { role: 'description', label: 'Descrição', optional: false },
  { role: 'amount', label: 'Valor', optional: true },
  { role: 'debit', label: 'Débito', optional: true },
  { role: 'credit', label: 'Crédito', optional: true },
];

export interface CsvMappingPanelProps {
  columns: string[];
  mapping: CsvMapping;
  /** Where the columns in use came from; null before the file could be read at all. */
  source: CsvMappingSource | null;
  disabled: boolean;
  onChange: (mapping: CsvMapping) => void;
  onApply: () => void;
}

/** Which column is what, as detected or guessed; the user changes it and reads the file again. */
export function CsvMappingPanel({
  columns,
  mapping,
  source,
  disabled,
  onChange,
  onApply,
}: CsvMappingPanelProps) {
  const separate = mapping.amount === null;
  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      role="group"
      aria-label="Colunas do CSV"
    >
      <Text fontWeight="medium">Colunas do CSV</Text>
      {source === 'saved' && (
        <Text fontSize="sm" fontWeight="medium" color="green.fg" role="status">
          Colunas lembradas da última importação desta conta. Ajuste se o arquivo mudou.
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        Indique a coluna de cada campo: uma coluna de valor, ou débito e crédito separados. As
        colunas escolhidas ficam lembradas para os próximos extratos desta conta.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 5 }} gap="3">
        {ROLES.filter(({ role }) =>
          role === 'amount' ? true : role === 'debit' || role === 'credit' ? separate : true,
        ).map(({ role, label, optional }) => (
          <Field.Root key={role}>
            <Field.Label>{label}</Field.Label>
            <NativeSelect.Root size="sm" disabled={disabled}>
              <NativeSelect.Field
                value={mapping[role] === null ? '' : String(mapping[role])}
                onChange={(event) => {
                  const value = event.target.value === '' ? null : Number(event.target.value);
                  if (role === 'amount') {
                    onChange({
                      ...mapping,
                      amount: value,
                      debit: value === null ? mapping.debit : null,
                      credit: value === null ? mapping.credit : null,
                    });
                  } else {
                    onChange({ ...mapping, [role]: value ?? (optional ? null : 0) });
                  }
                }}
              >
                {optional && (
                  <option value="">
                    {role === 'amount' ? 'Débito e crédito separados' : 'Nenhuma'}
                  </option>
                )}
                {columns.map((name, index) => (
                  <option key={index} value={index}>
                    {name || `Coluna ${index + 1}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
      </SimpleGrid>
      <Button alignSelf="flex-start" variant="outline" disabled={disabled} onClick={onApply}>
        Ler com estas colunas
      </Button>
    </Stack>
  );
}
