import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toApiError } from 'shared/api';
import { apiFieldErrors } from './api-field-errors';
import { useSaveSetupRowMutation } from './setup-api';
import type { SetupResource } from './setup-api';

export const SAVE_FAILED_MESSAGE = 'Não foi possível salvar. Por favor, tente novamente.';

/**
 * Saves a setup form: the API's 400 sentences go beside the fields they name, anything else
 * (a 409 "já existe", a 503) above the buttons, as the API wrote it. `renamed` maps an API field
 * to the form's when they differ (`opening_balance_cents` is typed in reais).
 */
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
      const error = toApiError(thrown);
      const values = form.getValues() as Record<string, unknown>;
      const fields = error.statusCode === 400 ? apiFieldErrors(error.message) : [];
      const placed = fields
        .map(({ field, message }) => ({ name: renamed[field] ?? field, message }))
        .filter(({ name }) => (name.split('.')[0] ?? name) in values);
      for (const { name, message } of placed) form.setError(name as Path<Values>, { message });
      if (placed.length === 0 || placed.length < fields.length) {
        setFormError(error.message || SAVE_FAILED_MESSAGE);
      }
      return null;
    }
  }

  return { submit, saving: isLoading, formError };
}
