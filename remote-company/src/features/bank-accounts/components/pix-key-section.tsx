import { Checkbox, Field, Fieldset, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES } from 'shared/contracts';
import { TextField } from 'shared/ui-kit';
import { PIX_KEY_INPUTS } from '../bank-account-schema';
import type { BankAccountFormValues } from '../bank-account-schema';

/** "Chave Pix": the kind of key, the key typed as that kind asks, and the cobrança default. */
export function PixKeySection({ form }: { form: UseFormReturn<BankAccountFormValues> }) {
  const { register, control, watch } = form;
  const { errors } = form.formState;
  const type = watch('pix_key_type');
  const input = type ? PIX_KEY_INPUTS[type] : null;
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Chave Pix</Fieldset.Legend>
      <Fieldset.HelperText>
        Opcional. A conta padrão para cobrança recebe os pagamentos Pix das suas cobranças.
      </Fieldset.HelperText>
      <Fieldset.Content>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.pix_key_type)}>
            <Field.Label>Tipo de chave</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('pix_key_type')}>
                <option value="">Sem chave Pix</option>
                {PIX_KEY_TYPES.map((kind) => (
                  <option key={kind} value={kind}>
                    {PIX_KEY_TYPE_LABELS[kind]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.pix_key_type?.message}</Field.ErrorText>
          </Field.Root>
          <TextField
            label="Chave"
            inputMode={input?.inputMode ?? 'text'}
            type={type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'text'}
            autoComplete="off"
            placeholder={input?.placeholder ?? 'Escolha antes o tipo da chave'}
            error={errors.pix_key}
            {...register('pix_key')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="charge_default"
          render={({ field }) => (
            <Field.Root invalid={Boolean(errors.charge_default)}>
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                name={field.name}
              >
                <Checkbox.HiddenInput onBlur={field.onBlur} ref={field.ref} />
                <Checkbox.Control />
                <Checkbox.Label>Usar esta conta na cobrança Pix</Checkbox.Label>
              </Checkbox.Root>
              <Field.ErrorText>{errors.charge_default?.message}</Field.ErrorText>
            </Field.Root>
          )}
        />
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
