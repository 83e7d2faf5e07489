import { z } from 'zod';

/** The e-mail that receives the code: the same rule and messages as sign-in (SPEC.md §5). */
export const emailSchema = z.object({
  email: z.string().trim().min(1, 'E-mail é obrigatório').pipe(z.email('E-mail inválido')),
});

export type EmailValues = z.infer<typeof emailSchema>;
