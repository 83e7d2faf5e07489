import { Field, GridItem, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { BRAZILIAN_STATES, maskCep } from 'shared/contracts';
import type { CompanyInfoValues } from '../company-info-schema';
import { OptionalMark } from './optional-mark';

/** The company's address, laid out as Brazilian forms do: CEP first, UF last. */
export function AddressFields({ form }: { form: UseFormReturn<CompanyInfoValues> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      <Field.Root invalid={Boolean(errors.zipCode)} required>
        <Field.Label>CEP</Field.Label>
        <Controller
          control={control}
          name="zipCode"
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
        <Field.ErrorText>{errors.zipCode?.message}</Field.ErrorText>
      </Field.Root>
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <Field.Root invalid={Boolean(errors.street)} required>
          <Field.Label>Logradouro</Field.Label>
          <Input autoComplete="address-line1" placeholder="Rua, avenida…" {...register('street')} />
          <Field.ErrorText>{errors.street?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <Field.Root invalid={Boolean(errors.number)} required>
        <Field.Label>Número</Field.Label>
        <Input {...register('number')} />
        <Field.ErrorText>{errors.number?.message}</Field.ErrorText>
      </Field.Root>
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <Field.Root invalid={Boolean(errors.complement)}>
          <Field.Label>
            Complemento <OptionalMark />
          </Field.Label>
          <Input
            autoComplete="address-line2"
            placeholder="Sala, andar…"
            {...register('complement')}
          />
          <Field.ErrorText>{errors.complement?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, sm: 3 }}>
        <Field.Root invalid={Boolean(errors.neighbourhood)} required>
          <Field.Label>Bairro</Field.Label>
          <Input {...register('neighbourhood')} />
          <Field.ErrorText>{errors.neighbourhood?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <Field.Root invalid={Boolean(errors.city)} required>
          <Field.Label>Cidade</Field.Label>
          <Input autoComplete="address-level2" {...register('city')} />
          <Field.ErrorText>{errors.city?.message}</Field.ErrorText>
        </Field.Root>
      </GridItem>
      <Field.Root invalid={Boolean(errors.state)} required>
        <Field.Label>UF</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field placeholder="UF" autoComplete="address-level1" {...register('state')}>
            {BRAZILIAN_STATES.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.state?.message}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
