import { Field, GridItem, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { BRAZILIAN_STATES } from '../contracts/common/brazilian-states';
import { maskCep } from '../contracts/common/documents';
import type { CompanyFormValues } from './company-fields';
import { OptionalMark } from './optional-mark';

/** The company's address, laid out as Brazilian forms do: CEP first, UF last. */
export function CompanyAddressFields({ form }: { form: UseFormReturn<CompanyFormValues> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      <Field.Root invalid={Boolean(errors.address?.zip_code)} required>
        <Field.Label>CEP</Field.Label>
        <Controller
          control={control}
          name="address.zip_code"
          render={({ field }) => (
            <Input
              {...field}
              onChange={(event) => field.onChange(maskCep(event.target.value))}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
            />
          )}
        />
        <Field.ErrorText>{errors.address?.zip_code?.message}</Field.ErrorText>
      </Field.Root>
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <Field.Root invalid={Boolean(errors.address?.street)} required>
          <Field.Label>Logradouro</Field.Label>
          <Input
            autoComplete="address-line1"
            placeholder="Rua, avenida…"
            {...register('address.street')}
          />
          <Field.ErrorText>{errors.address?.street?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <Field.Root invalid={Boolean(errors.address?.number)} required>
        <Field.Label>Número</Field.Label>
        <Input {...register('address.number')} />
        <Field.ErrorText>{errors.address?.number?.message}</Field.ErrorText>
      </Field.Root>
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <Field.Root invalid={Boolean(errors.address?.complement)}>
          <Field.Label>
            Complemento <OptionalMark />
          </Field.Label>
          <Input
            autoComplete="address-line2"
            placeholder="Sala, andar…"
            {...register('address.complement')}
          />
          <Field.ErrorText>{errors.address?.complement?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, sm: 3 }}>
        <Field.Root invalid={Boolean(errors.address?.neighbourhood)} required>
          <Field.Label>Bairro</Field.Label>
          <Input {...register('address.neighbourhood')} />
          <Field.ErrorText>{errors.address?.neighbourhood?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <Field.Root invalid={Boolean(errors.address?.city)} required>
          <Field.Label>Cidade</Field.Label>
          <Input autoComplete="address-level2" {...register('address.city')} />
          <Field.ErrorText>{errors.address?.city?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <Field.Root invalid={Boolean(errors.address?.state)} required>
        <Field.Label>UF</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            placeholder="UF"
            autoComplete="address-level1"
            {...register('address.state')}
          >
            {BRAZILIAN_STATES.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.address?.state?.message}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
