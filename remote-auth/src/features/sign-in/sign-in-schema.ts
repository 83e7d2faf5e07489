import { z } from 'zod';

/** SPEC.md §5 "Sign-in": e-mail required and valid; password required; no strength feedback. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'E-mail é obrigatório').pipe(z.email('E-mail inválido')),
  password: z.string().min(1, 'Senha é obrigatório'),
});

export type SignInValues = z.infer<typeof signInSchema>;
