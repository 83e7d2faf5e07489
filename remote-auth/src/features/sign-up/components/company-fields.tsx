import { Field, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { maskCpfCnpj, TAX_REGIME_LABELS, TAX_REGIMES } from 'shared/contracts';
import { formatCentsForInput, parseBrlToCents, todayIso } from 'shared/format';
import { DateInput } from 'shared/ui-kit';
import type { CompanyInfoValues } from '../company-info-schema';
import { OptionalMark } from './optional-mark';

/** Who the company is: document, names, tax regime, founding date, billing and e-mail. */
export function CompanyFields({ form }: { form: UseFormReturn<CompanyInfoValues> }) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;

  return (
    <>
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
              autoFocus
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
      <Field.Root invalid={Boolean(errors.tradeName)}>
        <Field.Label>
          Nome fantasia <OptionalMark />
        </Field.Label>
        <Input {...register('tradeName')} />
        <Field.ErrorText>{errors.tradeName?.message}</Field.ErrorText>
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
      <Field.Root invalid={Boolean(errors.taxRegime)} required>
        <Field.Label>Regime tributário</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field placeholder="Selecione" {...register('taxRegime')}>
            {TAX_REGIMES.map((regime) => (
              <option key={regime} value={regime}>
                {TAX_REGIME_LABELS[regime]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.taxRegime?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.foundedAt)}>
        <Field.Label>
          Data de fundação <OptionalMark />
        </Field.Label>
        <Controller
          control={control}
          name="foundedAt"
          render={({ field }) => <DateInput max={todayIso()} {...field} />}
        />
        <Field.ErrorText>{errors.foundedAt?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.averageBilling)}>
        <Field.Label>
          Faturamento médio mensal <OptionalMark />
        </Field.Label>
        <InputGroup startElement="R$">
          <Input
            inputMode="decimal"
            placeholder="0,00"
            {...register('averageBilling', {
              // Shows back the amount as understood ("12345" → "12.345,00").
              onBlur: (event: { target: { value: string } }) => {
                const cents = parseBrlToCents(event.target.value);
                if (cents !== null && event.target.value.trim() !== '') {
                  setValue('averageBilling', formatCentsForInput(cents), { shouldValidate: true });
                }
              },
            })}
          />
        </InputGroup>
        <Field.ErrorText>{errors.averageBilling?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.email)}>
        <Field.Label>
          E-mail da empresa <OptionalMark />
        </Field.Label>
        <Input type="email" placeholder="financeiro@empresa.com.br" {...register('email')} />
        <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
