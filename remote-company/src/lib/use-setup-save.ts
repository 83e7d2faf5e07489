import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toApiError } from 'shared/api';
import { placeApiErrors } from './place-api-errors';
import { useSaveSetupRowMutation } from './setup-api';
import type { SetupResource } from './setup-api';

export const SAVE_FAILED_MESSAGE = 'Não foi possível salvar. Por favor, tente novamente.';

/** Saves a setup form (create or change); a refusal goes beside its fields or above the buttons. */
export function useSetupSave<Values extends FieldValues>(
  resource: SetupResource,
  form: UseFormReturn<Values>,
  renamed: Partial<Record<string, Path<Values>>> = {},
) {
  const [save, { isLoading }] = useSaveSetupRowMutation();
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(id: string | undefined, body: Record<string, unknown>) {
    setFormError(null);
    try {
      return await save({ resource, id, body }).unwrap();
    } catch (thrown) {
      setFormError(placeApiErrors(form, toApiError(thrown), SAVE_FAILED_MESSAGE, renamed));
      return null;
    }
  }

  return { submit, saving: isLoading, formError };
}
