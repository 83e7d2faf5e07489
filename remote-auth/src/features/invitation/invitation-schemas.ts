import { z } from 'zod';
import { newPasswordShape, withMatchingPasswords } from 'shared/forms';

/** An unknown address signs up through the link: name and a password the meter reads "strong". */
export const invitationSignUpSchema = withMatchingPasswords(
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
export type InvitationSignUpValues = z.infer<typeof invitationSignUpSchema>;

/** A known address signs in here, on the invited e-mail, to accept. */
export const invitationSignInSchema = z.object({
  password: z.string().min(1, 'Senha é obrigatório'),
});
export type InvitationSignInValues = z.infer<typeof invitationSignInSchema>;
