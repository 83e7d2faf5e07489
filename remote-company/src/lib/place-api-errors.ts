import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiError } from 'shared/contracts';
import { apiFieldErrors } from 'shared/api';

/**
 * Puts the API's 400 sentences beside the fields they name and returns what no field can show
 * (a 409 "já existe", a 503, a field the form does not have), as the API wrote it; null if none.
 * `renamed` maps an API field to the form's when they differ.
 */
export function placeApiErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: ApiError,
  fallback: string,
  renamed: Partial<Record<string, Path<Values>>> = {},
): string | null {
  const values = form.getValues() as Record<string, unknown>;
  const fields = error.statusCode === 400 ? apiFieldErrors(error.message) : [];
  const placed = fields
    .map(({ field, message }) => ({ name: renamed[field] ?? field, message }))
    .filter(({ name }) => (name.split('.')[0] ?? name) in values);
  for (const { name, message } of placed) form.setError(name as Path<Values>, { message });
  const allPlaced = placed.length > 0 && placed.length === fields.length;
  return allPlaced ? null : error.message || fallback;
}
