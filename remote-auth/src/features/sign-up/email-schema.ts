import { typedEmail } from 'shared/contracts';
import { z } from 'zod';

/** The e-mail that receives the code: the same rule and messages as sign-in (SPEC.md §5). */
export const emailSchema = z.object({
  email: typedEmail,
});

export type EmailValues = z.infer<typeof emailSchema>;
