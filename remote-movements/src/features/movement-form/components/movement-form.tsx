import {
  Box,
  Button,
  Fieldset,
  Flex,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { apiFieldErrors, toApiError } from 'shared/api';
import { competenceFarFromDue, MAX_INSTALMENTS } from 'shared/contracts';
import type { Movement, SeriesScope } from 'shared/contracts';
import {
  brDateToIso,
  formatCentsForInput,
  maskBrDate,
  parseBrlToCents,
  todayIso,
} from 'shared/format';
import { toaster } from 'shared/ui';
import { useGetBankAccountsQuery } from '../../../api/get-bank-accounts';
import { useGetCategoriesQuery } from '../../../api/get-categories';
import { useGetCostCentersQuery } from '../../../api/get-cost-centers';
import { useGetSuppliersQuery } from '../../../api/get-suppliers';
import {
  useCreateMovementMutation,
  useDeleteMovementMutation,
  useUpdateMovementMutation,
} from '../api/movement-form-api';
import { categoryOptions } from '../category-options';
import {
  asCreate,
  asUpdate,
  createResolver,
  emptyValues,
  fieldOfPath,
  updateResolver,
} from '../movement-form-values';
import type { FormField, MovementFormValues } from '../movement-form-values';
import { previewRows } from '../series-preview-rows';
import { ComboboxField } from './combobox-field';
import { CounterpartField } from './counterpart-field';
import { SelectInput, TextInput } from './labelled';
import { ScopeChoice } from './scope-choice';
import { SeriesPreview } from './series-preview';

export interface MovementFormProps {
  /** The movement being edited; without it the form creates (a duplicate comes pre-filled). */
  editing?: Movement | undefined;
  initial?: MovementFormValues | undefined;
  /** Opened from the row's 'Excluir': the confirmation is shown at once. */
  startDeleting?: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** The API's field errors beside their fields; anything else in a toast, as the API wrote it. */
function showFailure(thrown: unknown, form: UseFormReturn<MovementFormValues>): void {
  const error = toApiError(thrown);
  const placed =
    error.statusCode === 400
      ? apiFieldErrors(error.message).flatMap(({ field, message }) => {
          const target = fieldOfPath(field);
          if (!target) return [];
          form.setError(target, { type: 'server', message }, { shouldFocus: true });
          return [target];
        })
      : [];
  if (placed.length === 0) {
    toaster.create({
      type: 'error',
      title: 'Não foi possível salvar',
      description: error.message || 'Erro interno. Por favor, tente novamente.',
    });
  }
}

/** Only what the person changed: a series change must not resend the amount of every parcel. */
function changedOnly(values: MovementFormValues, dirty: Partial<Record<FormField, unknown>>) {
  const body = asUpdate(values);
  const keyOf: Partial<Record<FormField, keyof typeof body>> = { amount: 'amount_cents' };
  return Object.fromEntries(
    Object.keys(dirty).flatMap((field) => {
      const key = keyOf[field as FormField] ?? (field as keyof typeof body);
      return key in body ? [[key, body[key]]] : [];
    }),
  );
}

const isSeries = (movement: Movement | undefined) =>
  Boolean(movement?.instalment ?? movement?.recurrence);

/** What the series of `movement` is made of, for the scope questions: parcels or repetitions. */
const seriesNoun = (movement: Movement | undefined) =>
  movement?.recurrence ? 'repetições' : 'parcelas';

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
  const { register, control, handleSubmit, setValue, formState } = form;
  const values = useWatch({ control }) as MovementFormValues;
  const categories = useGetCategoriesQuery({ active: true });
  const suppliers = useGetSuppliersQuery();
  const costCenters = useGetCostCentersQuery();
  const accounts = useGetBankAccountsQuery();
  const [create] = useCreateMovementMutation();
  const [update] = useUpdateMovementMutation();
  const [remove, removal] = useDeleteMovementMutation();
  const [asking, setAsking] = useState<'save' | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(startDeleting);
  const error = (field: FormField) => formState.errors[field]?.message;
  const accountOptions = (accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }));
  const categoryChoices = useMemo(
    () => categoryOptions(categories.data ?? [], values.type),
    [categories.data, values.type],
  );

  const save = async (scope: SeriesScope) => {
    const current = form.getValues();
    try {
      if (editing) {
        const changes = changedOnly(current, formState.dirtyFields);
        if (Object.keys(changes).length === 0) return onDone();
        await update({ id: editing.id, scope, changes }).unwrap();
        toaster.create({ type: 'success', title: 'Movimentação atualizada', duration: 3000 });
      } else {
        const created = await create(asCreate(current)).unwrap();
        toaster.create({
          type: 'success',
          title:
            created.length > 1 ? `${created.length} movimentações criadas` : 'Movimentação criada',
          duration: 3000,
        });
      }
      onDone();
    } catch (thrown) {
      setAsking(null);
      showFailure(thrown, form);
    }
  };

  const submit = handleSubmit((_values) =>
    editing && isSeries(editing) ? setAsking('save') : save('one'),
  );

  const confirmDelete = async (scope: SeriesScope) => {
    if (!editing) return;
    try {
      await remove({ id: editing.id, scope }).unwrap();
      toaster.create({ type: 'success', title: 'Movimentação excluída', duration: 3000 });
      onDone();
    } catch (thrown) {
      setAsking(null);
      setConfirmingDelete(false);
      // The API's 409 names the parcels with payments: shown as it is.
      toaster.create({
        type: 'error',
        title: 'Não foi possível excluir',
        description: toApiError(thrown).message || 'Erro interno. Por favor, tente novamente.',
      });
    }
  };

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
    <form id="movement-form" noValidate onSubmit={(event) => void submit(event)}>
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
        {!editing && (
          <Fieldset.Root>
            <Fieldset.Legend>Parcelar ou repetir</Fieldset.Legend>
            <HStack gap="4" mt="1" wrap="wrap">
              {(
                [
                  ['none', 'Uma vez'],
                  ['instalments', 'Parcelar'],
                  ['recurrence', 'Repetir'],
                ] as const
              ).map(([mode, label]) => (
                <label key={mode}>
                  <input type="radio" value={mode} {...register('repeat')} /> {label}
                </label>
              ))}
            </HStack>
            {values.repeat === 'instalments' && (
              <TextInput
                label="Parcelas"
                type="number"
                min={2}
                max={MAX_INSTALMENTS}
                hint={`De 2 a ${MAX_INSTALMENTS}; o valor total é dividido entre elas`}
                error={error('instalments')}
                {...register('instalments')}
              />
            )}
            {values.repeat === 'recurrence' && (
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                <SelectInput
                  label="Frequência"
                  options={[
                    { value: 'monthly', label: 'Mensal' },
                    { value: 'weekly', label: 'Semanal' },
                    { value: 'yearly', label: 'Anual' },
                  ]}
                  {...register('frequency')}
                />
                <SelectInput
                  label="Termina"
                  options={[
                    { value: 'count', label: 'Após N vezes' },
                    { value: 'until', label: 'Até uma data' },
                  ]}
                  {...register('end')}
                />
                {values.end === 'count' ? (
                  <TextInput
                    label="Vezes"
                    type="number"
                    min={2}
                    max={MAX_INSTALMENTS}
                    error={error('count')}
                    {...register('count')}
                  />
                ) : (
                  <TextInput
                    label="Até"
                    inputMode="numeric"
                    placeholder="dd/mm/aaaa"
                    error={error('until')}
                    {...dateField('until')}
                  />
                )}
              </SimpleGrid>
            )}
            {values.repeat !== 'none' && <SeriesPreview rows={previewRows(values)} />}
          </Fieldset.Root>
        )}
        {!editing && (
          <Stack gap="3">
            <label>
              <input type="checkbox" {...register('paid')} /> Já está pago
            </label>
            {values.paid && (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <TextInput
                  label="Data do pagamento"
                  inputMode="numeric"
                  placeholder="dd/mm/aaaa"
                  error={error('paid_on')}
                  {...dateField('paid_on')}
                />
                <SelectInput
                  label="Conta do pagamento"
                  placeholder="A da movimentação"
                  options={accountOptions}
                  error={error('paid_account_id')}
                  {...register('paid_account_id')}
                />
              </SimpleGrid>
            )}
          </Stack>
        )}
        {asking === 'save' && (
          <ScopeChoice
            question={`Aplicar a alteração a quais ${seriesNoun(editing)}?`}
            busy={formState.isSubmitting}
            onChoose={(scope) => void save(scope)}
            onCancel={() => setAsking(null)}
          />
        )}
        {confirmingDelete &&
          editing &&
          (isSeries(editing) ? (
            <ScopeChoice
              question={`Excluir quais ${seriesNoun(editing)}?`}
              busy={removal.isLoading}
              onChoose={(scope) => void confirmDelete(scope)}
              onCancel={() => setConfirmingDelete(false)}
            />
          ) : (
            <Box
              role="alertdialog"
              aria-label="Confirmar exclusão"
              borderWidth="1px"
              borderRadius="md"
              p="3"
            >
              <Text>Excluir “{editing.description}”? Esta ação não pode ser desfeita.</Text>
              <HStack mt="2">
                <Button
                  size="sm"
                  colorPalette="red"
                  loading={removal.isLoading}
                  onClick={() => void confirmDelete('one')}
                >
                  Confirmar exclusão
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirmingDelete(false)}>
                  Cancelar
                </Button>
              </HStack>
            </Box>
          ))}
        <Flex gap="2" justify="space-between" wrap="wrap">
          {editing ? (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirmingDelete(true)}>
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
