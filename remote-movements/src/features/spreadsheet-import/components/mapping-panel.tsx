import { Text } from '@chakra-ui/react';
import {
  REQUIRED_SPREADSHEET_FIELDS,
  SPREADSHEET_FIELDS,
  SPREADSHEET_FIELD_LABELS,
} from 'shared/contracts';
import type { SpreadsheetMapping } from 'shared/contracts';
import { ColumnSelect, MappingPanel as Panel } from '../../../components/mapping-panel';

export interface MappingPanelProps {
  columns: string[];
  mapping: SpreadsheetMapping;
  disabled: boolean;
  onChange: (mapping: SpreadsheetMapping) => void;
  onApply: () => void;
}

/** Which column of the spreadsheet is each field, as detected by the header; the user adjusts it. */
export function MappingPanel({ columns, mapping, disabled, onChange, onApply }: MappingPanelProps) {
  return (
    <Panel
      title="Correspondência de colunas"
      notes={
        <Text fontSize="sm" color="fg.muted">
          Detectada pelo cabeçalho da planilha. Tipo, Descrição, Valor, Vencimento e Categoria são
          obrigatórios; os demais podem ficar sem coluna.
        </Text>
      }
      gridColumns={{ base: 1, sm: 2, lg: 4 }}
      disabled={disabled}
      onApply={onApply}
    >
      {SPREADSHEET_FIELDS.map((field) => (
        <ColumnSelect
          key={field}
          label={SPREADSHEET_FIELD_LABELS[field]}
          required={REQUIRED_SPREADSHEET_FIELDS.includes(field)}
          noneLabel="Nenhuma coluna"
          value={mapping[field]}
          columns={columns}
          disabled={disabled}
          onChange={(value) => onChange({ ...mapping, [field]: value })}
        />
      ))}
    </Panel>
  );
}
