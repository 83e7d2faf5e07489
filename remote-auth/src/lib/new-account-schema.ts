import { z } from 'zod';
import { newPasswordShape, withMatchingPasswords } from 'shared/forms';

/**
 * A new account's name and password, as sign-up's info-usuario and an invitation to an unknown
 * address ask for them: the meter must read "strong" (SPEC.md §5) to go on.
 */
export const newAccountSchema = withMatchingPasswords(
  z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Nome completo é obrigatório')
      .min(2, 'O nome precisa ter ao menos 2 caracteres')
      .max(120, 'O nome pode ter no máximo 120 caracteres'),
    ...newPasswordShape({ required: 'Senha é obrigatória', confirm: 'Confirme sua senha' }),
  }),
);

export type NewAccountValues = z.infer<typeof newAccountSchema>;
