import {
  Button,
  CloseButton,
  Drawer,
  Field,
  Fieldset,
  Flex,
  IconButton,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { toApiError, useGetCategoriesQuery } from 'shared/api';
import type { CashScenario } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { toaster } from 'shared/ui';
import { DateInput, TextField } from 'shared/ui-kit';
import { useSaveCashScenarioMutation } from '../api/cash-forecast-api';
import { draftOf, emptyDraft, toScenarioInput } from '../scenario-draft';
import type { DraftErrors, ScenarioDraft } from '../scenario-draft';

const TYPES = [
  { value: 'receita', label: 'Entrada' },
  { value: 'despesa', label: 'Saída' },
] as const;

/** A native select with a visible label, its error under it. */
function SelectField({
  label,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A date typed dd/mm/aaaa or picked, labelled, its error under it. */
function DateField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <DateInput value={value} onChange={onChange} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A group of rows (categories, entries) with its legend, an add button and a remove per row. */
function Rows({
  legend,
  hint,
  addLabel,
  onAdd,
  children,
}: {
  legend: string;
  hint: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Fieldset.HelperText>{hint}</Fieldset.HelperText>
      <Fieldset.Content gap="3">
        {children}
        <Button variant="outline" size="sm" alignSelf="start" onClick={onAdd}>
          <LuPlus aria-hidden /> {addLabel}
        </Button>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} variant="ghost" size="sm" alignSelf="end" onClick={onClick}>
      <LuTrash2 />
    </IconButton>
  );
}

/**
 * "Novo cenário" and "Editar cenário": a name and the levers that move the forecast — receivables
 * late or lost, categories up or down, one-off entries, new recurrences — saved for the company.
 */
export function ScenarioDrawer({
  open,
  scenario,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The scenario edited; null for a new one. */
  scenario: CashScenario | null;
  onClose: () => void;
  onSaved: (saved: CashScenario) => void;
}) {
  const [draft, setDraft] = useState<ScenarioDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [save, saving] = useSaveCashScenarioMutation();
  const categories = useGetCategoriesQuery(undefined, { skip: !open });

  useEffect(() => {
    if (!open) return;
    setDraft(scenario ? draftOf(scenario) : emptyDraft());
    setErrors({});
  }, [open, scenario]);

  const set = (changes: Partial<ScenarioDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const update = <Key extends 'categories' | 'oneOffs' | 'recurrences'>(
    key: Key,
    index: number,
    changes: Partial<ScenarioDraft[Key][number]>,
  ) =>
    setDraft((current) => ({
      ...current,
      [key]: current[key].map((row, at) => (at === index ? { ...row, ...changes } : row)),
    }));
  const remove = (key: 'categories' | 'oneOffs' | 'recurrences', index: number) =>
    setDraft((current) => ({ ...current, [key]: current[key].filter((_, at) => at !== index) }));

  const submit = async () => {
    const result = toScenarioInput(draft);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await save({ id: scenario?.id ?? null, body: result.input }).unwrap();
      toaster.create({ type: 'success', title: 'Cenário salvo', duration: 3000 });
      onSaved(saved);
    } catch (thrown) {
      setErrors({ form: toApiError(thrown).message || 'Não foi possível salvar o cenário.' });
    }
  };

  const today = todayIso();
  const categoryOptions = (categories.data ?? []).map((category) => (
    <option key={category.id} value={category.id}>
      {category.code} {category.name}
    </option>
  ));

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{scenario ? 'Editar cenário' : 'Novo cenário'}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <form
                id="scenario-form"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <Stack gap="6">
                  <TextField
                    label="Nome do cenário"
                    required
                    value={draft.name}
                    maxLength={60}
                    onChange={(event) => set({ name: event.target.value })}
                    error={errors.name}
                  />
                  <Fieldset.Root>
                    <Fieldset.Legend>Recebimentos</Fieldset.Legend>
                    <Fieldset.Content>
                      <Flex gap="3" wrap="wrap">
                        <TextField
                          label="Atraso (dias)"
                          inputMode="numeric"
                          value={draft.delayDays}
                          onChange={(event) => set({ delayDays: event.target.value })}
                          error={errors.delayDays}
                          hint="Cada recebimento chega tantos dias depois"
                        />
                        <TextField
                          label="Inadimplência (%)"
                          inputMode="decimal"
                          value={draft.lossPercent}
                          onChange={(event) => set({ lossPercent: event.target.value })}
                          error={errors.lossPercent}
                          hint="A parte que nunca chega"
                        />
                      </Flex>
                    </Fieldset.Content>
                  </Fieldset.Root>

                  <Rows
                    legend="Categorias"
                    hint="Uma categoria (e as de baixo dela) para cima ou para baixo, em %"
                    addLabel="Adicionar categoria"
                    onAdd={() =>
                      set({ categories: [...draft.categories, { categoryId: '', percent: '10' }] })
                    }
                  >
                    {draft.categories.map((change, index) => (
                      <Flex key={index} gap="2" align="start">
                        <SelectField
                          label={`Categoria ${index + 1}`}
                          value={change.categoryId}
                          onChange={(categoryId) => update('categories', index, { categoryId })}
                          error={errors[`categories.${index}.categoryId`]}
                        >
                          <option value="">Escolha…</option>
                          {categoryOptions}
                        </SelectField>
                        <TextField
                          label="Variação (%)"
                          inputMode="decimal"
                          w="7rem"
                          value={change.percent}
                          onChange={(event) =>
                            update('categories', index, { percent: event.target.value })
                          }
                          error={errors[`categories.${index}.percent`]}
                        />
                        <RemoveRow
                          label={`Remover categoria ${index + 1}`}
                          onClick={() => remove('categories', index)}
                        />
                      </Flex>
                    ))}
                  </Rows>

                  <Rows
                    legend="Lançamentos avulsos"
                    hint="Um empréstimo, um investimento, uma venda grande"
                    addLabel="Adicionar lançamento"
                    onAdd={() =>
                      set({
                        oneOffs: [
                          ...draft.oneOffs,
                          { description: '', type: 'receita', date: today, amount: '' },
                        ],
                      })
                    }
                  >
                    {draft.oneOffs.map((entry, index) => (
                      <Stack key={index} gap="2" borderWidth="1px" borderRadius="l2" p="3">
                        <Flex gap="2" align="start">
                          <TextField
                            label={`Descrição do lançamento ${index + 1}`}
                            value={entry.description}
                            maxLength={120}
                            onChange={(event) =>
                              update('oneOffs', index, { description: event.target.value })
                            }
                            error={errors[`oneOffs.${index}.description`]}
                          />
                          <RemoveRow
                            label={`Remover lançamento ${index + 1}`}
                            onClick={() => remove('oneOffs', index)}
                          />
                        </Flex>
                        <Flex gap="2" wrap="wrap">
                          <SelectField
                            label="Tipo"
                            value={entry.type}
                            onChange={(type) =>
                              update('oneOffs', index, { type: type as 'receita' | 'despesa' })
                            }
                          >
                            {TYPES.map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </SelectField>
                          <DateField
                            label="Data"
                            value={entry.date}
                            onChange={(date) => update('oneOffs', index, { date })}
                            error={errors[`oneOffs.${index}.date`]}
                          />
                          <TextField
                            label="Valor (R$)"
                            inputMode="decimal"
                            value={entry.amount}
                            onChange={(event) =>
                              update('oneOffs', index, { amount: event.target.value })
                            }
                            error={errors[`oneOffs.${index}.amount`]}
                          />
                        </Flex>
                      </Stack>
                    ))}
                  </Rows>

                  <Rows
                    legend="Novas recorrências"
                    hint="Um contrato novo, um salário: do início até o fim da projeção"
                    addLabel="Adicionar recorrência"
                    onAdd={() =>
                      set({
                        recurrences: [
                          ...draft.recurrences,
                          {
                            description: '',
                            type: 'despesa',
                            startDate: today,
                            every: 'mes',
                            amount: '',
                          },
                        ],
                      })
                    }
                  >
                    {draft.recurrences.map((entry, index) => (
                      <Stack key={index} gap="2" borderWidth="1px" borderRadius="l2" p="3">
                        <Flex gap="2" align="start">
                          <TextField
                            label={`Descrição da recorrência ${index + 1}`}
                            value={entry.description}
                            maxLength={120}
                            onChange={(event) =>
                              update('recurrences', index, { description: event.target.value })
                            }
                            error={errors[`recurrences.${index}.description`]}
                          />
                          <RemoveRow
                            label={`Remover recorrência ${index + 1}`}
                            onClick={() => remove('recurrences', index)}
                          />
                        </Flex>
                        <Flex gap="2" wrap="wrap">
                          <SelectField
                            label="Tipo"
                            value={entry.type}
                            onChange={(type) =>
                              update('recurrences', index, {
                                type: type as 'receita' | 'despesa',
                              })
                            }
                          >
                            {TYPES.map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </SelectField>
                          <SelectField
                            label="A cada"
                            value={entry.every}
                            onChange={(every) =>
                              update('recurrences', index, { every: every as 'semana' | 'mes' })
                            }
                          >
                            <option value="semana">Semana</option>
                            <option value="mes">Mês</option>
                          </SelectField>
                          <DateField
                            label="Início"
                            value={entry.startDate}
                            onChange={(startDate) => update('recurrences', index, { startDate })}
                            error={errors[`recurrences.${index}.startDate`]}
                          />
                          <TextField
                            label="Valor (R$)"
                            inputMode="decimal"
                            value={entry.amount}
                            onChange={(event) =>
                              update('recurrences', index, { amount: event.target.value })
                            }
                            error={errors[`recurrences.${index}.amount`]}
                          />
                        </Flex>
                      </Stack>
                    ))}
                  </Rows>
                  {errors.form && (
                    <Text role="alert" color="fg.error" textStyle="sm">
                      {errors.form}
                    </Text>
                  )}
                </Stack>
              </form>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button
                type="submit"
                form="scenario-form"
                colorPalette="brand"
                loading={saving.isLoading}
              >
                Salvar cenário
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
