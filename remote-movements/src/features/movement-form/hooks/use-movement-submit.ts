import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { apiFieldErrors, toApiError } from 'shared/api';
import type { Movement, SeriesScope } from 'shared/contracts';
import { toaster } from 'shared/ui';
import {
  useCreateMovementMutation,
  useDeleteMovementMutation,
  useUpdateMovementMutation,
} from '../api/movement-form-api';
import { asCreate, asUpdate, fieldOfPath } from '../movement-form-values';
import type { FormField, MovementFormValues } from '../movement-form-values';

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

export const isSeries = (movement: Movement | undefined) =>
  Boolean(movement?.instalment ?? movement?.recurrence);

/**
 * Saving and deleting the movement of the form: for one of a series, first which parcels
 * (`asking`), then the request; its outcome in a toast or beside the fields.
 */
export const AWAITS_APPROVAL_NOTICE =
  'Acima do limite da empresa: aguarda a aprovação de um proprietário ou administrador para ser paga.';

/** Tells the person when what they saved has just started waiting for approval. */
function waitsFor(now: Movement['approval'], before: Movement['approval']): string | undefined {
  return now?.status === 'pending_approval' && before?.status !== 'pending_approval'
    ? AWAITS_APPROVAL_NOTICE
    : undefined;
}

export function useMovementSubmit({
  form,
  editing,
  startDeleting,
  onDone,
}: {
  form: UseFormReturn<MovementFormValues>;
  editing: Movement | undefined;
  startDeleting: boolean;
  onDone: () => void;
}) {
  const [create] = useCreateMovementMutation();
  const [update] = useUpdateMovementMutation();
  const [remove, removal] = useDeleteMovementMutation();
  const [asking, setAsking] = useState<'save' | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(startDeleting);

  const save = async (scope: SeriesScope) => {
    const current = form.getValues();
    try {
      if (editing) {
        const changes = changedOnly(current, form.formState.dirtyFields);
        if (Object.keys(changes).length === 0) return onDone();
        const updated = await update({ id: editing.id, scope, changes }).unwrap();
        toaster.create({
          type: 'success',
          title: 'Movimentação atualizada',
          description: waitsFor(updated.approval, editing.approval),
          duration: 3000,
        });
      } else {
        const created = await create(asCreate(current)).unwrap();
        toaster.create({
          type: 'success',
          title:
            created.length > 1 ? `${created.length} movimentações criadas` : 'Movimentação criada',
          description: waitsFor(created[0]?.approval ?? null, null),
          duration: 3000,
        });
      }
      onDone();
    } catch (thrown) {
      setAsking(null);
      showFailure(thrown, form);
    }
  };

  const submit = form.handleSubmit((_values) =>
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

  return {
    submit,
    save,
    asking,
    cancelAsking: () => setAsking(null),
    confirmingDelete,
    setConfirmingDelete,
    confirmDelete,
    deleting: removal.isLoading,
  };
}
