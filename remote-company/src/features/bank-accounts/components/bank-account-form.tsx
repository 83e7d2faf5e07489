import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { BANK_ACCOUNT_TYPES } from 'shared/contracts';
import type { BankAccount } from 'shared/contracts';
import { SetupFormDrawer } from '../../../components/setup-form-drawer';
import { useSetupSave } from '../../../lib/use-setup-save';
import {
  bankAccountDefaults,
  bankAccountFormSchema,
  toBankAccountBody,
} from '../bank-account-schema';
import type { BankAccountFormValues } from '../bank-account-schema';
import { BANK_ACCOUNT_TYPE_LABELS } from '../account-type-labels';
import { BankField } from './bank-field';
import { PixKeySection } from './pix-key-section';
import { DateInput, TextField } from 'shared/ui-kit';

/** The API's names for what the form shows under another field. */
const RENAMED = {
  bank_code: 'bank',
  bank_name: 'bank',
  opening_balance_cents: 'opening_balance',
} as const;

export function BankAccountForm({
  row,
  onClose,
}: {
  row: BankAccount | null;
  onClose: () => void;
}) {
  const form = useForm<BankAccountFormValues>({
    resolver: zodResolver(bankAccountFormSchema),
    defaultValues: bankAccountDefaults(row),
  });
  const { submit, saving, formError } = useSetupSave('bank-accounts', form, RENAMED);
  const { errors } = form.formState;
  const { register } = form;

  return (
    <SetupFormDrawer
      title={row ? 'Editar conta bancária' : 'Nova conta bancária'}
      onClose={onClose}
      saving={saving}
      formError={formError}
      onSubmit={form.handleSubmit(async (values) => {
        if (await submit(row?.id, toBankAccountBody(values))) onClose();
      })}
    >
      <TextField
        label="Nome da conta"
        required
        placeholder="Ex.: Itaú movimento"
        error={errors.name}
        {...register('name')}
      />
      <BankField control={form.control} error={errors.bank} />
      <Field.Root invalid={Boolean(errors.type)} required>
        <Field.Label>
          Tipo
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('type')}>
            {BANK_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {BANK_ACCOUNT_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.type?.message}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          label="Agência"
          required
          inputMode="numeric"
          error={errors.agency}
          {...register('agency')}
        />
        <TextField
          label="Dígito da agência"
          maxLength={1}
          error={errors.agency_digit}
          {...register('agency_digit')}
        />
        <TextField
          label="Conta"
          required
          inputMode="numeric"
          error={errors.account_number}
          {...register('account_number')}
        />
        <TextField
          label="Dígito da conta"
          required
          maxLength={2}
          error={errors.account_digit}
          {...register('account_digit')}
        />
        <TextField
          label="Saldo inicial (R$)"
          required
          inputMode="decimal"
          error={errors.opening_balance}
          {...register('opening_balance')}
        />
        <Field.Root invalid={Boolean(errors.opening_balance_date)} required>
          <Field.Label>
            Data do saldo inicial
            <Field.RequiredIndicator />
          </Field.Label>
          <Controller
            control={form.control}
            name="opening_balance_date"
            render={({ field }) => <DateInput {...field} />}
          />
          <Field.ErrorText>{errors.opening_balance_date?.message}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <PixKeySection form={form} />
    </SetupFormDrawer>
  );
}
