import { passwordStrength } from 'shared/ui';
import { z } from 'zod';

/** The same rule as the sign-up password: the strength meter must read "strong" (SPEC.md §5). */
export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, 'Nova senha é obrigatória')
      .refine(
        (value) => passwordStrength(value) === 'strong',
        'A senha precisa ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e números',
      )
      .max(128, 'A senha pode ter no máximo 128 caracteres'),
    confirmPassword: z.string().min(1, 'Confirme a nova senha'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'As senhas não conferem',
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
