import { Button, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  REQUIRED_SPREADSHEET_FIELDS,
  SPREADSHEET_FIELDS,
  SPREADSHEET_FIELD_LABELS,
} from 'shared/contracts';
import type { SpreadsheetMapping } from 'shared/contracts';

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
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      role="group"
      aria-label="Correspondência de colunas"
    >
      <Text fontWeight="medium">Correspondência de colunas</Text>
      <Text fontSize="sm" color="fg.muted">
        Detectada pelo cabeçalho da planilha. Tipo, Descrição, Valor, Vencimento e Categoria são
        obrigatórios; os demais podem ficar sem coluna.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        {SPREADSHEET_FIELDS.map((field) => {
          const required = REQUIRED_SPREADSHEET_FIELDS.includes(field);
          const value = mapping[field];
          return (
            <Field.Root key={field} required={required}>
              <Field.Label>
                {SPREADSHEET_FIELD_LABELS[field]}
                {required && <Field.RequiredIndicator />}
              </Field.Label>
              <NativeSelect.Root size="sm" disabled={disabled}>
                <NativeSelect.Field
                  value={value === null ? '' : String(value)}
                  onChange={(event) =>
                    onChange({
                      ...mapping,
                      [field]: event.target.value === '' ? null : Number(event.target.value),
                    })
                  }
                >
                  <option value="">Nenhuma coluna</option>
                  {columns.map((name, index) => (
                    <option key={index} value={index}>
                      {name || `Coluna ${index + 1}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          );
        })}
      </SimpleGrid>
      <Button alignSelf="flex-start" variant="outline" disabled={disabled} onClick={onApply}>
        Ler com estas colunas
      </Button>
    </Stack>
  );
}
