import { Alert, Button, Fieldset, HStack, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { apiFieldErrors, toApiError } from 'shared/api';
import { maskCpfCnpj, RULE_TEXT_OPERATOR_LABELS, RULE_TEXT_OPERATORS } from 'shared/contracts';
import type { ImportRule } from 'shared/contracts';
import { formatCentsForInput, parseBrlToCents } from 'shared/format';
import { useGetBankAccountsQuery } from '../../api/get-bank-accounts';
import { useGetCategoriesQuery } from '../../api/get-categories';
import { useGetCostCentersQuery } from '../../api/get-cost-centers';
import { useGetSuppliersQuery } from '../../api/get-suppliers';
import { useCreateImportRuleMutation, useUpdateImportRuleMutation } from '../../api/import-rules';
import { categoryOptions } from '../../lib/category-options';
import { ComboboxField } from '../combobox-field';
import { SelectInput, TextInput } from '../labelled';
import { RuleTrialBox } from './rule-trial-box';
import { ruleFieldOfPath, ruleResolver, toRuleBody } from './rule-form-values';
import type { RuleFormField, RuleFormValues } from './rule-form-values';
import { useRuleTrial } from './use-rule-trial';

export interface RuleFormProps {
  /** The rule being edited; without it the form creates one from `initial`. */
  editing?: ImportRule | undefined;
  initial: RuleFormValues;
  onSaved: (rule: ImportRule) => void;
  onCancel: () => void;
}

const TEXT_OPERATORS = RULE_TEXT_OPERATORS.map((operator) => ({
  value: operator,
  label: operator === 'regex' ? 'expressão regular' : RULE_TEXT_OPERATOR_LABELS[operator],
}));

/**
 * A rule's conditions (all that are filled must hold) and actions, with the live count of the
 * movements it would have caught. The API's schema checks the draft, so its messages show on the
 * same fields before and after sending.
 */
export function RuleForm({ editing, initial, onSaved, onCancel }: RuleFormProps) {
  const form = useForm<RuleFormValues>({
    resolver: ruleResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { register, control, setValue, formState } = form;
  const values = useWatch({ control }) as RuleFormValues;
  const trial = useRuleTrial(values);
  const categories = useGetCategoriesQuery({ active: true });
  const suppliers = useGetSuppliersQuery();
  const costCenters = useGetCostCentersQuery();
  const accounts = useGetBankAccountsQuery();
  const [create] = useCreateImportRuleMutation();
  const [update] = useUpdateImportRuleMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const error = (field: RuleFormField) => formState.errors[field]?.message;

  const categoryChoices = useMemo(() => {
    const all = categories.data ?? [];
    if (values.direction) return categoryOptions(all, values.direction);
    return [...categoryOptions(all, 'despesa'), ...categoryOptions(all, 'receita')];
  }, [categories.data, values.direction]);
  const contactChoices = (suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }));

  const amountField = (name: 'amount_min' | 'amount_max') =>
    register(name, {
      onBlur: (event: { target: { value: string } }) => {
        const cents = parseBrlToCents(event.target.value);
        if (cents) setValue(name, formatCentsForInput(cents));
      },
    });

  const submit = form.handleSubmit(async (submitted) => {
    setFailure(null);
    const body = toRuleBody(submitted);
    try {
      const rule = editing
        ? await update({ id: editing.id, body }).unwrap()
        : await create(body).unwrap();
      onSaved(rule);
    } catch (thrown) {
      const apiError = toApiError(thrown);
      const placed =
        apiError.statusCode === 400
          ? apiFieldErrors(apiError.message).flatMap(({ field, message }) => {
              const target = ruleFieldOfPath(field);
              if (!target) return [];
              form.setError(target, { type: 'server', message }, { shouldFocus: true });
              return [target];
            })
          : [];
      if (placed.length === 0)
        setFailure(apiError.message || 'Não foi possível salvar a regra. Tente novamente.');
    }
  });

  const ignoring = values.ignore;
  return (
    <form noValidate aria-label="Regra" onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        <TextInput label="Nome da regra" required error={error('name')} {...register('name')} />
        <Fieldset.Root>
          <Fieldset.Legend>Condições</Fieldset.Legend>
          <Fieldset.HelperText>
            Todas as condições preenchidas precisam valer. Na descrição, acentos e maiúsculas não
            importam.
          </Fieldset.HelperText>
          <Stack gap="3" mt="2">
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <SelectInput
                label="Descrição"
                options={TEXT_OPERATORS}
                error={error('text_operator')}
                {...register('text_operator')}
              />
              <Stack gridColumn={{ sm: 'span 2' }}>
                <TextInput
                  label="Texto da descrição"
                  placeholder="Ex.: CEMIG"
                  error={error('text')}
                  {...register('text')}
                />
              </Stack>
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <SelectInput
                label="Valor"
                placeholder="Qualquer valor"
                options={[
                  { value: 'equal', label: 'igual a' },
                  { value: 'between', label: 'entre' },
                ]}
                error={error('amount_operator')}
                {...register('amount_operator')}
              />
              {values.amount_operator && (
                <TextInput
                  label={values.amount_operator === 'between' ? 'Valor mínimo' : 'Valor (R$)'}
                  inputMode="decimal"
                  placeholder="0,00"
                  error={error('amount_min')}
                  {...amountField('amount_min')}
                />
              )}
              {values.amount_operator === 'between' && (
                <TextInput
                  label="Valor máximo"
                  inputMode="decimal"
                  placeholder="0,00"
                  error={error('amount_max')}
                  {...amountField('amount_max')}
                />
              )}
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <SelectInput
                label="Tipo"
                placeholder="Qualquer"
                options={[
                  { value: 'receita', label: 'Receita (crédito)' },
                  { value: 'despesa', label: 'Despesa (débito)' },
                ]}
                error={error('direction')}
                {...register('direction', {
                  onChange: () => setValue('category_id', ''),
                })}
              />
              <SelectInput
                label="Conta bancária"
                placeholder="Qualquer conta"
                options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
                error={error('bank_account_id')}
                {...register('bank_account_id')}
              />
              <TextInput
                label="CPF/CNPJ na descrição"
                inputMode="numeric"
                placeholder="00.000.000/0000-00"
                error={error('document')}
                {...register('document', {
                  onChange: (event: { target: { value: string } }) =>
                    setValue('document', maskCpfCnpj(event.target.value)),
                })}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend>Ações</Fieldset.Legend>
          <Stack gap="3" mt="2">
            <Controller
              control={control}
              name="ignore"
              render={({ field }) => (
                <Switch.Root
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked)}
                  invalid={Boolean(error('ignore'))}
                >
                  <Switch.HiddenInput onBlur={field.onBlur} />
                  <Switch.Control />
                  <Switch.Label>
                    Ignorar a linha (tarifas, transferências, o que não vira movimentação)
                  </Switch.Label>
                </Switch.Root>
              )}
            />
            {error('ignore') && (
              <Text color="fg.error" textStyle="xs">
                {error('ignore')}
              </Text>
            )}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <Controller
                control={control}
                name="category_id"
                render={({ field }) => (
                  <ComboboxField
                    label="Categoria"
                    placeholder="Buscar categoria"
                    emptyText="Nenhuma categoria encontrada"
                    options={categoryChoices}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={ignoring}
                    error={error('category_id')}
                  />
                )}
              />
              <Controller
                control={control}
                name="contact_id"
                render={({ field }) => (
                  <ComboboxField
                    label="Fornecedor ou cliente"
                    placeholder="Buscar por nome"
                    emptyText="Nenhum contato encontrado"
                    options={contactChoices}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={ignoring}
                    error={error('contact_id')}
                  />
                )}
              />
              <SelectInput
                label="Centro de custo"
                placeholder="Nenhum"
                options={(costCenters.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                disabled={ignoring}
                error={error('cost_center_id')}
                {...register('cost_center_id')}
              />
              <TextInput
                label="Descrição a escrever"
                placeholder="Ex.: Conta de luz"
                hint="No lugar do texto do banco"
                disabled={ignoring}
                error={error('set_description')}
                {...register('set_description')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset.Root>
        <RuleTrialBox state={trial} />
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        )}
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
            Salvar regra
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
