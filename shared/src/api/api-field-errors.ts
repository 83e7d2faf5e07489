/**
 * The API answers a bad field with one Portuguese sentence per issue, each naming the field:
 * "O campo 'document' é inválido: CPF ou CNPJ inválido." (api/src/plugins/validation.ts).
 * This splits such a message into the field's path and what the person should read beside it.
 */
export interface ApiFieldError {
  field: string;
  message: string;
}

const SENTENCE = /O campo '([^']+)' (.+?)(?=\s*O campo '|$)/g;

function readable(reason: string): string {
  const text = reason.replace(/^é inválido:\s*/, '').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function apiFieldErrors(message: string): ApiFieldError[] {
  return [...message.matchAll(SENTENCE)].map(([, field = '', reason = '']) => ({
    field,
    message: readable(reason),
  }));
}
