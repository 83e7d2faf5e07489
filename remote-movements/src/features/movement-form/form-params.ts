// The list's URL opens the form: `?movimentacao=nova` (new), `?movimentacao=<id>` (edit),
// `&duplicar=<id>` (new, pre-filled from that movement), `&acao=excluir` (edit, asking to delete).
export const FORM_PARAM = 'movimentacao';
export const DUPLICATE_PARAM = 'duplicar';
export const ACTION_PARAM = 'acao';
export const NEW_VALUE = 'nova';
export const DELETE_ACTION = 'excluir';

export type FormTarget =
  | { kind: 'closed' }
  | { kind: 'new'; duplicateOf: string | null }
  | { kind: 'edit'; id: string; deleting: boolean };

export function formTarget(params: URLSearchParams): FormTarget {
  const value = params.get(FORM_PARAM);
  if (!value) return { kind: 'closed' };
  if (value === NEW_VALUE) return { kind: 'new', duplicateOf: params.get(DUPLICATE_PARAM) };
  return { kind: 'edit', id: value, deleting: params.get(ACTION_PARAM) === DELETE_ACTION };
}

/** The same URL without the form's parameters: closing keeps the list's filter. */
export function withoutForm(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [FORM_PARAM, DUPLICATE_PARAM, ACTION_PARAM]) next.delete(key);
  return next;
}
