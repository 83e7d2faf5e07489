import { z } from 'zod';

/**
 * An e-mail a person types (sign-up, forgot password, a new e-mail in 'Minha conta'): the same
 * rule and messages as sign-in (SPEC.md §5).
 */
export const typedEmail = z
  .string()
  .trim()
  .min(1, 'E-mail é obrigatório')
  .pipe(z.email('E-mail inválido'));
