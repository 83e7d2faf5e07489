import { Box, Fieldset, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CheckListOption {
  id: string;
  label: ReactNode;
  /** Indentation level, for the category tree. */
  depth?: number;
}

export interface CheckListFieldProps {
  legend: string;
  hint?: string;
  options: readonly CheckListOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  loading?: boolean;
}

/**
 * A multi-select as a labelled group of checkboxes: every option is reachable with Tab and Space
 * and read out with its name, and a long list scrolls inside the field.
 */
export function CheckListField({
  legend,
  hint,
  options,
  value,
  onChange,
  loading,
}: CheckListFieldProps) {
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((item) => item !== id) : [...value, id]);
  return (
    <Fieldset.Root size="sm">
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      {hint && <Fieldset.HelperText>{hint}</Fieldset.HelperText>}
      <Box maxH="36" overflowY="auto" borderWidth="1px" borderRadius="md" px="2" py="1">
        {options.length === 0 && (
          <Text color="fg.muted" textStyle="sm" py="1">
            {loading ? 'Carregando…' : 'Nenhuma opção cadastrada'}
          </Text>
        )}
        {options.map((option) => (
          <Box
            as="label"
            key={option.id}
            display="flex"
            alignItems="center"
            gap="2"
            py="1"
            pl={`${(option.depth ?? 0) * 16}px`}
            textStyle="sm"
            cursor="pointer"
          >
            <input
              type="checkbox"
              checked={value.includes(option.id)}
              onChange={() => toggle(option.id)}
            />
            {option.label}
          </Box>
        ))}
      </Box>
    </Fieldset.Root>
  );
}
