import { z } from 'zod';
import { newPasswordShape, withMatchingPasswords } from 'shared/forms';

/** Step 1 of the additional info: the meter must read "strong" (SPEC.md §5) to go on. */
export const userInfoSchema = withMatchingPasswords(
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

export type UserInfoValues = z.infer<typeof userInfoSchema>;
