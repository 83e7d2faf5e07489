import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { UseFormRegister } from 'react-hook-form';
import type { FormField, MovementFormValues } from '../movement-form-values';
import { SelectInput, TextInput } from '../../../components/labelled';

/** 'Já está pago' of a new movement: the payment made with it, on a date and account. */
export function PaidSection({
  register,
  paid,
  accountOptions,
  error,
  dateField,
}: {
  register: UseFormRegister<MovementFormValues>;
  paid: boolean;
  accountOptions: { value: string; label: string }[];
  error: (field: FormField) => string | undefined;
  dateField: (name: 'paid_on') => ReturnType<UseFormRegister<MovementFormValues>>;
}) {
  return (
    <Stack gap="3">
      <label>
        <input type="checkbox" {...register('paid')} /> Já está pago
      </label>
      {paid && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextInput
            label="Data do pagamento"
            inputMode="numeric"
            placeholder="dd/mm/aaaa"
            error={error('paid_on')}
            {...dateField('paid_on')}
          />
          <SelectInput
            label="Conta do pagamento"
            placeholder="A da movimentação"
            options={accountOptions}
            error={error('paid_account_id')}
            {...register('paid_account_id')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
