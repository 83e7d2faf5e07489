import { Text } from '@chakra-ui/react';
import type { CsvMapping, CsvMappingSource } from 'shared/contracts';
import { ColumnSelect, MappingPanel } from '../../../components/mapping-panel';

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
  const choose = (role: Role, optional: boolean, value: number | null) => {
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
  };
  return (
    <MappingPanel
      title="Colunas do CSV"
      notes={
        <>
          {source === 'saved' && (
            <Text fontSize="sm" fontWeight="medium" color="green.fg" role="status">
              Colunas lembradas da última importação desta conta. Ajuste se o arquivo mudou.
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            Indique a coluna de cada campo: uma coluna de valor, ou débito e crédito separados. As
            colunas escolhidas ficam lembradas para os próximos extratos desta conta.
          </Text>
        </>
      }
      gridColumns={{ base: 1, md: 5 }}
      disabled={disabled}
      onApply={onApply}
    >
      {ROLES.filter(({ role }) => (role === 'debit' || role === 'credit' ? separate : true)).map(
        ({ role, label, optional }) => (
          <ColumnSelect
            key={role}
            label={label}
            noneLabel={
              optional ? (role === 'amount' ? 'Débito e crédito separados' : 'Nenhuma') : undefined
            }
            value={mapping[role]}
            columns={columns}
            disabled={disabled}
            onChange={(value) => choose(role, optional, value)}
          />
        ),
      )}
    </MappingPanel>
  );
}
