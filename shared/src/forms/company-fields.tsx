import { Field, Fieldset, Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { maskCpfCnpj } from '../contracts/common/documents';
import { TAX_REGIME_LABELS, TAX_REGIMES } from '../contracts/identity/identity-flows';
import { formatCentsForInput, parseBrlToCents } from '../format/brl-input';
import { todayIso } from '../format/dates';
import { DateInput } from '../ui-kit/date-input';
import { CompanyAddressFields } from './company-address-fields';
import { OptionalMark } from './optional-mark';

/**
 * A company as its forms hold it: the API's field names (SPEC.md §3), so that an API error on
 * `address.city` lands on its field, and strings as typed (masked document and CEP, "12.345,67",
 * an ISO date or what is being typed of one). Each form's schema turns them into the contract.
 */
export interface CompanyFormValues {
  document: string;
  name: string;
  trade_name: string;
  business: string;
  tax_regime: string;
  founded_at: string;
  average_billing: string;
  email: string;
  address: {
    zip_code: string;
    street: string;
    number: string;
    complement: string;
    neighbourhood: string;
    city: string;
    state: string;
  };
}

export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  document: '',
  name: '',
  trade_name: '',
  business: '',
  tax_regime: '',
  founded_at: '',
  average_billing: '',
  email: '',
  address: {
    zip_code: '',
    street: '',
    number: '',
    complement: '',
    neighbourhood: '',
    city: '',
    state: '',
  },
};

const LEGEND = { fontSize: 'md', fontWeight: 'semibold', color: 'fg' } as const;

/**
 * Who the company is and where: one set of fields for sign-up's info-empresa step, the company's
 * informações gerais and 'Nova empresa'. `autoFocus` is for the sign-up step, where the fields
 * are the whole page; in a tab the cursor stays where the person put it.
 */
export function CompanyFields({
  form,
  autoFocus = false,
}: {
  form: UseFormReturn<CompanyFormValues>;
  autoFocus?: boolean;
}) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;

  return (
    <Stack gap="6">
      <Fieldset.Root>
        <Fieldset.Legend {...LEGEND}>Dados da empresa</Fieldset.Legend>
        <Fieldset.Content>
          <Field.Root invalid={Boolean(errors.document)} required>
            <Field.Label>CPF ou CNPJ</Field.Label>
            <Controller
              control={control}
              name="document"
              render={({ field }) => (
                <Input
                  {...field}
                  onChange={(event) => field.onChange(maskCpfCnpj(event.target.value))}
                  inputMode="numeric"
                  autoFocus={autoFocus}
                  placeholder="00.000.000/0000-00"
                />
              )}
            />
            <Field.ErrorText>{errors.document?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>Razão social</Field.Label>
            <Input autoComplete="organization" {...register('name')} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.trade_name)}>
            <Field.Label>
              Nome fantasia <OptionalMark />
            </Field.Label>
            <Input {...register('trade_name')} />
            <Field.ErrorText>{errors.trade_name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.business)}>
            <Field.Label>
              Ramo de atividade <OptionalMark />
            </Field.Label>
            <Input
              placeholder="Ex.: Padaria, Consultoria, Comércio de roupas"
              {...register('business')}
            />
            <Field.ErrorText>{errors.business?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.tax_regime)} required>
            <Field.Label>Regime tributário</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field placeholder="Selecione" {...register('tax_regime')}>
                {TAX_REGIMES.map((regime) => (
                  <option key={regime} value={regime}>
                    {TAX_REGIME_LABELS[regime]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{errors.tax_regime?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.founded_at)}>
            <Field.Label>
              Data de fundação <OptionalMark />
            </Field.Label>
            <Controller
              control={control}
              name="founded_at"
              render={({ field }) => <DateInput max={todayIso()} {...field} />}
            />
            <Field.ErrorText>{errors.founded_at?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.average_billing)}>
            <Field.Label>
              Faturamento médio mensal <OptionalMark />
            </Field.Label>
            <InputGroup startElement="R$">
              <Input
                inputMode="decimal"
                placeholder="0,00"
                {...register('average_billing', {
                  // Shows back the amount as understood ("12345" → "12.345,00").
                  onBlur: (event: { target: { value: string } }) => {
                    const cents = parseBrlToCents(event.target.value);
                    if (cents !== null && event.target.value.trim() !== '') {
                      setValue('average_billing', formatCentsForInput(cents), {
                        shouldValidate: true,
                      });
                    }
                  },
                })}
              />
            </InputGroup>
            <Field.ErrorText>{errors.average_billing?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.email)}>
            <Field.Label>
              E-mail da empresa <OptionalMark />
            </Field.Label>
            <Input type="email" placeholder="financeiro@empresa.com.br" {...register('email')} />
            <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
          </Field.Root>
        </Fieldset.Content>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend {...LEGEND}>Endereço</Fieldset.Legend>
        <Fieldset.Content>
          <CompanyAddressFields form={form} />
        </Fieldset.Content>
      </Fieldset.Root>
    </Stack>
  );
}
