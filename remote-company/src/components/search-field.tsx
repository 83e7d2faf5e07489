import { Field, Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

export function SearchField({ label, value, onChange, placeholder }: SearchFieldProps) {
  return (
    <Field.Root maxW={{ md: 'sm' }}>
      <Field.Label>{label}</Field.Label>
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      </InputGroup>
    </Field.Root>
  );
}
