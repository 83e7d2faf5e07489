import { useState } from 'react';
import { toApiError } from 'shared/api';
import { toaster } from 'shared/ui';
import { useDeleteSetupRowMutation, useSaveSetupRowMutation } from './setup-api';
import type { SetupResource, SetupRow } from './setup-api';

export interface RowNoun {
  /** 'Centro de custo', as it starts a sentence. */
  one: string;
  /** 'o' or 'a', for "desativado" / "desativada". */
  gender: 'o' | 'a';
}

const DEFAULT_FAILURE = 'Não foi possível concluir. Por favor, tente novamente.';

/**
 * Deactivate, reactivate and delete a setup row, each with its toast. A refused delete (a row that
 * movements still use: 409) shows the API's own sentence, which says what to do instead.
 */
export function useRowCommands(resource: SetupResource, noun: RowNoun) {
  const [save] = useSaveSetupRowMutation();
  const [remove, { isLoading: deleting }] = useDeleteSetupRowMutation();
  const [pendingDelete, setPendingDelete] = useState<SetupRow | null>(null);
  const ending = noun.gender === 'a' ? 'a' : 'o';

  async function run(action: () => Promise<unknown>, success: string) {
    try {
      await action();
      toaster.create({ type: 'success', title: success, duration: 3000 });
      return true;
    } catch (thrown) {
      const error = toApiError(thrown);
      toaster.create({ type: 'error', title: error.message || DEFAULT_FAILURE, duration: 6000 });
      return false;
    }
  }

  const toggleActive = (row: SetupRow) =>
    run(
      () => save({ resource, id: row.id, body: { active: !row.active } }).unwrap(),
      `${noun.one} ${row.active ? 'desativad' : 'reativad'}${ending}`,
    );

  async function confirmDelete() {
    if (!pendingDelete) return;
    const row = pendingDelete;
    await run(() => remove({ resource, id: row.id }).unwrap(), `${noun.one} excluíd${ending}`);
    setPendingDelete(null);
  }

  return {
    toggleActive,
    pendingDelete,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    deleting,
  };
}
