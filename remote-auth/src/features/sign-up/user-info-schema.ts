import { passwordStrength } from 'shared/ui';
import { z } from 'zod';

export const STRONG_PASSWORD_MESSAGE =
  'A senha precisa ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e números';

/** Step 1 of the additional info: the meter must read "strong" (SPEC.md §5) to go on. */
export const userInfoSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Nome completo é obrigatório')
      .min(2, 'O nome precisa ter ao menos 2 caracteres')
      .max(120, 'O nome pode ter no máximo 120 caracteres'),
    password: z
      .string()
      .min(1, 'Senha é obrigatória')
      .refine((value) => passwordStrength(value) === 'strong', STRONG_PASSWORD_MESSAGE)
      .max(128, 'A senha pode ter no máximo 128 caracteres'),
    confirmPassword: z.string().min(1, 'Confirme sua senha'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'As senhas não conferem',
    // Say so as soon as both were typed, even while another field is still wrong.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export type UserInfoValues = z.infer<typeof userInfoSchema>;
