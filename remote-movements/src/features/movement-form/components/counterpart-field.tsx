import { Button } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { toApiError } from 'shared/api';
import type { MovementType, Supplier } from 'shared/contracts';
import { toaster } from 'shared/ui';
import { useCreateSupplierMutation, useSearchFormSuppliersQuery } from '../api/movement-form-api';
import { ComboboxField } from '../../../components/combobox-field';
import type { ComboboxOption } from '../../../components/combobox-parts';

/** Wait this long after the last key before asking the API, so a word is one request. */
const SEARCH_DELAY_MS = 250;

interface CounterpartFieldProps {
  type: MovementType;
  /** The company's first fornecedores, shown before anything is typed. */
  suppliers: readonly Supplier[];
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}

const fold = (text: string) => text.trim().toLocaleLowerCase('pt-BR');

/**
 * 'Fornecedor' for a despesa, 'Cliente' for a receita. Clients arrive with the company-area
 * issue: until then both list the fornecedores. Typing searches the API (name or CPF/CNPJ);
 * "Criar" adds one with the typed name and selects it.
 */
export function CounterpartField({
  type,
  suppliers,
  value,
  onChange,
  error,
}: CounterpartFieldProps) {
  const label = type === 'despesa' ? 'Fornecedor' : 'Cliente';
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // The one just created, until the refreshed list holds it, so its name shows at once.
  const [created, setCreated] = useState<Supplier | null>(null);
  const [createSupplier, creation] = useCreateSupplierMutation();
  const found = useSearchFormSuppliersQuery(search, { skip: search === '' });

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const options = useMemo(() => {
    const list = search && found.currentData ? found.currentData : suppliers;
    const rows: ComboboxOption[] = list.map((s) => ({ value: s.id, label: s.name }));
    // The chosen one stays in the collection, or the input could not show its name.
    const chosen =
      suppliers.find((s) => s.id === value) ?? (created?.id === value ? created : undefined);
    if (chosen && !rows.some((row) => row.value === chosen.id)) {
      rows.unshift({ value: chosen.id, label: chosen.name });
    }
    return rows;
  }, [search, found.currentData, suppliers, value, created]);

  const name = typed.trim();
  const canCreate =
    name.length >= 2 && !options.some((option) => fold(option.label) === fold(name));

  const create = async () => {
    try {
      const supplier = await createSupplier({ name }).unwrap();
      setCreated(supplier);
      onChange(supplier.id);
      setTyped('');
      toaster.create({ type: 'success', title: `${label} "${supplier.name}" criado.` });
    } catch (thrown) {
      toaster.create({
        type: 'error',
        title: toApiError(thrown).message || 'Não foi possível criar.',
      });
    }
  };

  return (
    <ComboboxField
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      onSearch={setTyped}
      placeholder={`Buscar ${label.toLowerCase()} por nome ou CPF/CNPJ`}
      emptyText={found.isFetching ? 'Buscando…' : `Nenhum ${label.toLowerCase()} encontrado`}
      error={error}
    >
      {canCreate && (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="start"
          mt="1"
          loading={creation.isLoading}
          onClick={() => void create()}
        >
          <LuPlus />
          Criar {label.toLowerCase()} “{name}”
        </Button>
      )}
    </ComboboxField>
  );
}
