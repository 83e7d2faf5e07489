import { z } from 'zod';
import { newPasswordShape, withMatchingPasswords } from 'shared/forms';

/** The same rule as the sign-up password: the strength meter must read "strong" (SPEC.md §5). */
export const resetPasswordSchema = withMatchingPasswords(
  z.object(
    newPasswordShape({ required: 'Nova senha é obrigatória', confirm: 'Confirme a nova senha' }),
  ),
);

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
