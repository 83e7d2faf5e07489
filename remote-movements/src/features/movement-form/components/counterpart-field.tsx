import { Button, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { toApiError } from 'shared/api';
import type { MovementType, Supplier } from 'shared/contracts';
import { toaster } from 'shared/ui';
import { useCreateSupplierMutation } from '../api/movement-form-api';

interface CounterpartFieldProps {
  type: MovementType;
  suppliers: readonly Supplier[];
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}

/**
 * 'Fornecedor' for a despesa, 'Cliente' for a receita. Clients arrive with the company-area
 * issue: until then both list the fornecedores. A search narrows the list; "Criar novo" adds one
 * by name and selects it.
 */
export function CounterpartField({
  type,
  suppliers,
  value,
  onChange,
  error,
}: CounterpartFieldProps) {
  const label = type === 'despesa' ? 'Fornecedor' : 'Cliente';
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [createSupplier, created] = useCreateSupplierMutation();
  const needle = search.trim().toLocaleLowerCase('pt-BR');
  const shown = suppliers.filter(
    (supplier) =>
      supplier.id === value || supplier.name.toLocaleLowerCase('pt-BR').includes(needle),
  );

  const create = async () => {
    try {
      const supplier = await createSupplier({ name: name.trim() }).unwrap();
      onChange(supplier.id);
      setCreating(false);
      setName('');
      setSearch('');
    } catch (thrown) {
      toaster.create({
        type: 'error',
        title: toApiError(thrown).message || 'Não foi possível criar.',
      });
    }
  };

  return (
    <Stack gap="2">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{label}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label={label}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">Nenhum</option>
            {shown.map((supplier) => (
              <option key={supplier.id} value={supplier.id}>
                {supplier.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      {/* Outside the field, so the field's label names the select alone. */}
      <Input
        size="sm"
        placeholder={`Buscar ${label.toLowerCase()}`}
        aria-label={`Buscar ${label.toLowerCase()}`}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {creating ? (
        <HStack>
          <Input
            size="sm"
            aria-label={`Nome do novo ${label.toLowerCase()}`}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button
            size="sm"
            loading={created.isLoading}
            disabled={name.trim().length < 2}
            onClick={() => void create()}
          >
            Salvar
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setCreating(false)}>
            Cancelar
          </Button>
        </HStack>
      ) : (
        <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setCreating(true)}>
          Criar novo {label.toLowerCase()}
        </Button>
      )}
    </Stack>
  );
}
