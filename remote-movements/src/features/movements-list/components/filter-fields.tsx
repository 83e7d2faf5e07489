import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { TRANSACTION_STATUSES } from 'shared/contracts';
import type { DateType, FilterState } from 'shared/contracts';
import { useGetBankAccountsQuery } from '../../../api/get-bank-accounts';
import { useGetCategoriesQuery } from '../../../api/get-categories';
import { useGetCostCentersQuery } from '../../../api/get-cost-centers';
import { useGetSuppliersQuery } from '../../../api/get-suppliers';
import { categoryTreeOptions } from '../category-tree';
import { CheckListField } from './check-list-field';

const DATE_TYPE_LABELS: Record<DateType, string> = {
  due_date: 'Vencimento',
  competence_date: 'Competência',
  payment_date: 'Pagamento',
};

const STATUS_LABELS: Record<FilterState['status'][number], string> = {
  pago: 'Pago',
  'pago parcial': 'Pago parcial',
  vencido: 'Vencido',
  'vence hoje': 'Vence hoje',
  'a vencer': 'A vencer',
};

const STATUS_OPTIONS = TRANSACTION_STATUSES.map((status) => ({
  id: status,
  label: STATUS_LABELS[status],
}));

const asOptions = (rows: readonly { id: string; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ id: row.id, label: row.name }));

export interface FilterFieldsProps {
  draft: FilterState;
  onChange: (draft: FilterState) => void;
}

/**
 * SPEC.md §3's Filter but the period (the picker above these) and the type (the switch above the
 * list sets that one).
 */
export function FilterFields({ draft, onChange }: FilterFieldsProps) {
  const categories = useGetCategoriesQuery();
  const suppliers = useGetSuppliersQuery();
  const costCenters = useGetCostCentersQuery();
  const bankAccounts = useGetBankAccountsQuery();
  const set = <K extends keyof FilterState>(field: K, value: FilterState[K]) =>
    onChange({ ...draft, [field]: value });

  return (
    <Stack gap="4" mt="4">
      <Field.Root>
        <Field.Label>Tipo de data</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={draft.date_type}
            onChange={(event) => set('date_type', event.target.value as DateType)}
          >
            {Object.entries(DATE_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Buscar</Field.Label>
        <Input
          size="sm"
          type="search"
          maxLength={120}
          placeholder="Descrição, nº do documento ou fornecedor"
          value={draft.search}
          onChange={(event) => set('search', event.target.value)}
        />
      </Field.Root>
      <CheckListField
        legend="Status"
        options={STATUS_OPTIONS}
        value={draft.status}
        onChange={(value) => set('status', value as FilterState['status'])}
      />
      <CheckListField
        legend="Categorias"
        hint="Uma categoria inclui as suas subcategorias"
        options={categoryTreeOptions(categories.data ?? [])}
        loading={categories.isLoading}
        value={draft.categories}
        onChange={(value) => set('categories', value)}
      />
      <CheckListField
        legend="Fornecedores e clientes"
        options={asOptions(suppliers.data)}
        loading={suppliers.isLoading}
        value={draft.suppliers}
        onChange={(value) => set('suppliers', value)}
      />
      <CheckListField
        legend="Centros de custo"
        options={asOptions(costCenters.data)}
        loading={costCenters.isLoading}
        value={draft.cost_centers}
        onChange={(value) => set('cost_centers', value)}
      />
      <CheckListField
        legend="Contas bancárias"
        options={asOptions(bankAccounts.data)}
        loading={bankAccounts.isLoading}
        value={draft.bank_accounts}
        onChange={(value) => set('bank_accounts', value)}
      />
    </Stack>
  );
}
