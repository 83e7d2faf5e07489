import { Button, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { useGetBankAccountsQuery } from '../../../api/get-bank-accounts';
import { BankAccountSelect } from '../../../components/bank-account-select';
import { apiMessage } from '../api-message';
import type { Movement } from 'shared/contracts';
import { formatBRL, todayIso } from 'shared/format';
import { toaster } from 'shared/ui';
import { DateInput } from 'shared/ui-kit';
import { useCreatePaymentMutation } from '../api/create-payment';
import {
  paymentDefaults,
  paymentFormSchema,
  toPaymentBody,
  typedTotalCents,
} from '../payment-form-schema';
import type { PaymentFormValues } from '../payment-form-schema';

const MONEY_FIELDS: { name: FieldPath<PaymentFormValues>; label: string }[] = [
  { name: 'juros_cents', label: 'Juros' },
  { name: 'multa_cents', label: 'Multa' },
  { name: 'desconto_cents', label: 'Desconto' },
];

/** The API names the field it refuses ("O campo 'amount_cents' é inválido…"): show it there. */
function fieldOf(message: string): FieldPath<PaymentFormValues> | null {
  const named = /O campo '([a-z_]+)'/.exec(message)?.[1];
  const fields: string[] = [
    'paid_on',
    'amount_cents',
    'bank_account_id',
    'juros_cents',
    'multa_cents',
    'desconto_cents',
  ];
  return named && fields.includes(named) ? (named as FieldPath<PaymentFormValues>) : null;
}

export function PaymentForm({ movement }: { movement: Movement }) {
  const form = useForm<PaymentFormValues, unknown, ReturnType<typeof paymentFormSchema.parse>>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: paymentDefaults(movement),
  });
  const { register, formState, control, setError, reset } = form;
  const { errors } = formState;
  const values = useWatch({ control });
  const accounts = useGetBankAccountsQuery();
  const [createPayment, { isLoading }] = useCreatePaymentMutation();

  const onSubmit = form.handleSubmit(async (parsed) => {
    const result = await createPayment({ movementId: movement.id, body: toPaymentBody(parsed) });
    if ('error' in result) {
      const message = apiMessage(result.error);
      const field = fieldOf(message);
      if (field) setError(field, { message });
      else toaster.create({ type: 'error', title: message });
      return;
    }
    toaster.create({ type: 'success', title: 'Pagamento registrado.' });
    reset(paymentDefaults(result.data.movement));
  });

  if (movement.open_cents === 0) {
    return (
      <Text role="status" borderWidth="1px" borderRadius="lg" p="4">
        Esta movimentação está totalmente paga. Estorne um pagamento para registrar outro.
      </Text>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="payment-form-title"
    >
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h2" size="md" id="payment-form-title">
          Registrar pagamento
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Field.Root invalid={Boolean(errors.paid_on)} required>
            <Field.Label>Data do pagamento</Field.Label>
            <Controller
              control={control}
              name="paid_on"
              render={({ field }) => <DateInput max={todayIso()} {...field} />}
            />
            <Field.ErrorText>{errors.paid_on?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.amount_cents)} required>
            <Field.Label>Valor pago</Field.Label>
            <Input inputMode="decimal" {...register('amount_cents')} />
            <Field.HelperText>Em aberto: {formatBRL(movement.open_cents)}</Field.HelperText>
            <Field.ErrorText>{errors.amount_cents?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.bank_account_id)}>
            <Field.Label>Conta bancária</Field.Label>
            <BankAccountSelect
              accounts={accounts.data}
              noneLabel="A da movimentação"
              {...register('bank_account_id')}
            />
            <Field.ErrorText>{errors.bank_account_id?.message}</Field.ErrorText>
          </Field.Root>
          {MONEY_FIELDS.map(({ name, label }) => (
            <Field.Root key={name} invalid={Boolean(errors[name])}>
              <Field.Label>{label}</Field.Label>
              <Input inputMode="decimal" placeholder="0,00" {...register(name)} />
              <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
            </Field.Root>
          ))}
        </SimpleGrid>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ sm: 'center' }}
          gap="3"
        >
          <Text aria-live="polite">
            Total do pagamento: <strong>{formatBRL(typedTotalCents(values))}</strong>
          </Text>
          <Button type="submit" colorPalette="brand" loading={isLoading}>
            Registrar pagamento
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
