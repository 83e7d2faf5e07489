import { z } from 'zod';

/** A known address signs in here, on the invited e-mail, to accept. */
export const invitationSignInSchema = z.object({
  password: z.string().min(1, 'Senha é obrigatório'),
});
export type InvitationSignInValues = z.infer<typeof invitationSignInSchema>;
