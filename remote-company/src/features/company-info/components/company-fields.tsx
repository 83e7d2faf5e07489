import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import {
  BRAZILIAN_STATES,
  maskCep,
  maskCpfCnpj,
  TAX_REGIME_LABELS,
  TAX_REGIMES,
} from 'shared/contracts';
import { maskBrDate } from 'shared/format';
import { TextField } from 'shared/ui-kit';
import type { CompanyInfoValues } from '../company-info-schema';
import { SelectField } from './select-field';

const REGIMES = TAX_REGIMES.map((value) => ({ value, label: TAX_REGIME_LABELS[value] }));
const STATES = BRAZILIAN_STATES.map((value) => ({ value, label: value }));

/** A masked field: what is typed goes through `mask` before the form keeps it. */
function masked(
  form: UseFormReturn<CompanyInfoValues>,
  name: 'document' | 'founded_at' | 'address.zip_code',
  mask: (value: string) => string,
) {
  const registration = form.register(name);
  return {
    ...registration,
    onChange: (event: { target: { value: string } }) => {
      form.setValue(name, mask(event.target.value));
      return registration.onChange(event);
    },
  };
}

/**
 * The company's fields of SPEC.md §3 (data and address), with masks: one set for editing the
 * active company and for 'Nova empresa'.
 */
export function CompanyFields({ form }: { form: UseFormReturn<CompanyInfoValues> }) {
  const { errors } = form.formState;
  const { register } = form;
  return (
    <>
      <Fieldset.Root mb="6">
        <Fieldset.Legend>Dados da empresa</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label="CPF ou CNPJ"
            required
            inputMode="numeric"
            error={errors.document}
            {...masked(form, 'document', maskCpfCnpj)}
          />
          <TextField label="Razão social" required error={errors.name} {...register('name')} />
          <TextField label="Nome fantasia" error={errors.trade_name} {...register('trade_name')} />
          <TextField label="Ramo de atividade" error={errors.business} {...register('business')} />
          <SelectField
            label="Regime tributário"
            options={REGIMES}
            registration={register('tax_regime')}
            error={errors.tax_regime}
          />
          <TextField
            label="Faturamento médio mensal (R$)"
            inputMode="decimal"
            error={errors.average_billing}
            {...register('average_billing')}
          />
          <TextField
            label="Data de fundação"
            placeholder="dd/mm/aaaa"
            inputMode="numeric"
            error={errors.founded_at}
            {...masked(form, 'founded_at', maskBrDate)}
          />
          <TextField label="E-mail" type="email" error={errors.email} {...register('email')} />
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root mb="6">
        <Fieldset.Legend>Endereço</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label="CEP"
            required
            inputMode="numeric"
            placeholder="00000-000"
            error={errors.address?.zip_code}
            {...masked(form, 'address.zip_code', maskCep)}
          />
          <TextField
            label="Rua"
            required
            error={errors.address?.street}
            {...register('address.street')}
          />
          <TextField
            label="Número"
            required
            error={errors.address?.number}
            {...register('address.number')}
          />
          <TextField
            label="Complemento"
            error={errors.address?.complement}
            {...register('address.complement')}
          />
          <TextField
            label="Bairro"
            required
            error={errors.address?.neighbourhood}
            {...register('address.neighbourhood')}
          />
          <TextField
            label="Cidade"
            required
            error={errors.address?.city}
            {...register('address.city')}
          />
          <SelectField
            label="UF"
            options={STATES}
            registration={register('address.state')}
            error={errors.address?.state}
          />
        </SimpleGrid>
      </Fieldset.Root>{' '}
    </>
  );
}
