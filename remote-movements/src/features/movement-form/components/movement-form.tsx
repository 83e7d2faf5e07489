import { Button, Fieldset, Flex, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { competenceFarFromDue } from 'shared/contracts';
import type { Movement } from 'shared/contracts';
import {
  brDateToIso,
  formatCentsForInput,
  maskBrDate,
  parseBrlToCents,
  todayIso,
} from 'shared/format';
import { useGetBankAccountsQuery } from '../../../api/get-bank-accounts';
import { useGetCategoriesQuery } from '../../../api/get-categories';
import { useGetCostCentersQuery } from '../../../api/get-cost-centers';
import { useGetSuppliersQuery } from '../../../api/get-suppliers';
import { categoryOptions } from '../../../lib/category-options';
import { useMovementSubmit } from '../hooks/use-movement-submit';
import { createResolver, emptyValues, updateResolver } from '../movement-form-values';
import type { FormField, MovementFormValues } from '../movement-form-values';
import { ComboboxField } from '../../../components/combobox-field';
import { CounterpartField } from './counterpart-field';
import { DeleteConfirmation, seriesNoun } from './delete-confirmation';
import { SelectInput, TextInput } from '../../../components/labelled';
import { FiscalNotePanel } from '../../../components/fiscal-note-panel';
import { PaidSection } from './paid-section';
import { RepeatSection } from './repeat-section';
import { ScopeChoice } from './scope-choice';

export interface MovementFormProps {
  /** The movement being edited; without it the form creates (a duplicate comes pre-filled). */
  editing?: Movement | undefined;
  initial?: MovementFormValues | undefined;
  /** Opened from the row's 'Excluir': the confirmation is shown at once. */
  startDeleting?: boolean;
  onDone: () => void;
  onCancel: () => void;
}

export function MovementForm({
  editing,
  initial,
  startDeleting = false,
  onDone,
  onCancel,
}: MovementFormProps) {
  const today = todayIso();
  const form = useForm<MovementFormValues>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: initial ?? emptyValues(today),
    mode: 'onTouched',
  });
  const { register, control, setValue, formState } = form;
  const values = useWatch({ control }) as MovementFormValues;
  const categories = useGetCategoriesQuery({ active: true });
  const suppliers = useGetSuppliersQuery();
  const costCenters = useGetCostCentersQuery();
  const accounts = useGetBankAccountsQuery();
  const action = useMovementSubmit({ form, editing, startDeleting, onDone });
  const error = (field: FormField) => formState.errors[field]?.message;
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }));
  const categoryChoices = useMemo(
    () => categoryOptions(categories.data ?? [], values.type),
    [categories.data, values.type],
  );

  const dateField = (name: 'due_date' | 'competence_date' | 'until' | 'paid_on') =>
    register(name, {
      onChange: (event: { target: { value: string } }) => {
        setValue(name, maskBrDate(event.target.value));
      },
    });

  const due = brDateToIso(values.due_date);
  const competence = brDateToIso(values.competence_date);
  const farCompetence = due && competence && competenceFarFromDue(due, competence);

  return (
    <form id="movement-form" noValidate onSubmit={(event) => void action.submit(event)}>
      <Stack gap="4">
        <Fieldset.Root>
          <Fieldset.Legend>Tipo</Fieldset.Legend>
          <HStack gap="4" mt="1">
            {(['despesa', 'receita'] as const).map((type) => (
              <label key={type}>
                <input
                  type="radio"
                  value={type}
                  disabled={Boolean(editing)}
                  {...register('type', { onChange: () => setValue('category_id', '') })}
                />{' '}
                {type === 'despesa' ? 'Despesa' : 'Receita'}
              </label>
            ))}
          </HStack>
        </Fieldset.Root>
        <TextInput
          label="Descrição"
          required
          error={error('description')}
          {...register('description')}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextInput
            label="Valor"
            required
            inputMode="decimal"
            placeholder="0,00"
            error={error('amount')}
            {...register('amount', {
              onBlur: (event: { target: { value: string } }) => {
                const cents = parseBrlToCents(event.target.value);
                if (cents) setValue('amount', formatCentsForInput(cents));
              },
            })}
          />
          <TextInput
            label="Vencimento"
            required
            inputMode="numeric"
            placeholder="dd/mm/aaaa"
            error={error('due_date')}
            {...dateField('due_date')}
          />
          <TextInput
            label="Competência"
            inputMode="numeric"
            placeholder="dd/mm/aaaa"
            hint={
              farCompetence
                ? 'Atenção: a competência está a mais de um ano do vencimento. Confira o ano.'
                : 'Sem ela, o vencimento'
            }
            error={error('competence_date')}
            {...dateField('competence_date')}
          />
          <Controller
            control={control}
            name="category_id"
            render={({ field }) => (
              <ComboboxField
                label="Categoria"
                required
                placeholder="Buscar categoria"
                emptyText="Nenhuma categoria encontrada"
                options={categoryChoices}
                value={field.value}
                onChange={field.onChange}
                error={error('category_id')}
              />
            )}
          />
          <SelectInput
            label="Centro de custo"
            placeholder="Nenhum"
            options={(costCenters.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            error={error('cost_center_id')}
            {...register('cost_center_id')}
          />
          <SelectInput
            label="Conta bancária"
            placeholder="Nenhuma"
            options={accountOptions}
            error={error('bank_account_id')}
            {...register('bank_account_id')}
          />
        </SimpleGrid>
        <CounterpartField
          type={values.type}
          suppliers={suppliers.data ?? []}
          value={values.supplier_id}
          onChange={(id) => setValue('supplier_id', id, { shouldDirty: true })}
          error={error('supplier_id')}
        />
        <TextInput
          label="Nº do documento"
          error={error('document_number')}
          {...register('document_number')}
        />
        <Stack gap="1.5">
          <Text asChild textStyle="sm" fontWeight="medium">
            <label htmlFor="movement-notes">Observações</label>
          </Text>
          <Input asChild minH="20" py="2" aria-invalid={Boolean(error('notes'))}>
            <textarea id="movement-notes" {...register('notes')} />
          </Input>
          {error('notes') && (
            <Text color="fg.error" textStyle="xs">
              {error('notes')}
            </Text>
          )}
        </Stack>
        {editing?.fiscal_key && <FiscalNotePanel movementId={editing.id} />}
        {!editing && (
          <RepeatSection register={register} values={values} error={error} dateField={dateField} />
        )}
        {!editing && (
          <PaidSection
            register={register}
            paid={values.paid}
            accountOptions={accountOptions}
            error={error}
            dateField={dateField}
          />
        )}
        {action.asking === 'save' && (
          <ScopeChoice
            question={`Aplicar a alteração a quais ${seriesNoun(editing)}?`}
            busy={formState.isSubmitting}
            onChoose={(scope) => void action.save(scope)}
            onCancel={action.cancelAsking}
          />
        )}
        {action.confirmingDelete && editing && (
          <DeleteConfirmation
            editing={editing}
            busy={action.deleting}
            onConfirm={(scope) => void action.confirmDelete(scope)}
            onCancel={() => action.setConfirmingDelete(false)}
          />
        )}
        <Flex gap="2" justify="space-between" wrap="wrap">
          {editing ? (
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => action.setConfirmingDelete(true)}
            >
              Excluir
            </Button>
          ) : (
            <span />
          )}
          <HStack>
            <Button variant="ghost" onClick={onCancel}>
              Cancelar
            </Button>
            <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
              Salvar
            </Button>
          </HStack>
        </Flex>
      </Stack>
    </form>
  );
}
