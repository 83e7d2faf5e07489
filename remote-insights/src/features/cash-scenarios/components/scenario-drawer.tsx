import { Button, CloseButton, Drawer, Fieldset, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { toApiError, useGetCategoriesQuery } from 'shared/api';
import type { CashScenario } from 'shared/contracts';
import { todayIso } from 'shared/format';
import { toaster } from 'shared/ui';
import { TextField } from 'shared/ui-kit';
import { useSaveCashScenarioMutation } from '../api/cash-forecast-api';
import { DateField, EntryRow, RemoveRow, Rows, SelectField } from './scenario-fields';
import { draftOf, emptyDraft, toScenarioInput } from '../scenario-draft';
import type { DraftErrors, ScenarioDraft } from '../scenario-draft';

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
                      <EntryRow
                        key={index}
                        descriptionLabel={`Descrição do lançamento ${index + 1}`}
                        removeLabel={`Remover lançamento ${index + 1}`}
                        entry={entry}
                        errorOf={(field) => errors[`oneOffs.${index}.${field}`]}
                        onChange={(patch) => update('oneOffs', index, patch)}
                        onRemove={() => remove('oneOffs', index)}
                      >
                        <DateField
                          label="Data"
                          value={entry.date}
                          onChange={(date) => update('oneOffs', index, { date })}
                          error={errors[`oneOffs.${index}.date`]}
                        />
                      </EntryRow>
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
                      <EntryRow
                        key={index}
                        descriptionLabel={`Descrição da recorrência ${index + 1}`}
                        removeLabel={`Remover recorrência ${index + 1}`}
                        entry={entry}
                        errorOf={(field) => errors[`recurrences.${index}.${field}`]}
                        onChange={(patch) => update('recurrences', index, patch)}
                        onRemove={() => remove('recurrences', index)}
                      >
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
                      </EntryRow>
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
