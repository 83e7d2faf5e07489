import { z } from 'zod';
import { strongPasswordSchema } from './identity-flows';

// Contracts of 'Minha conta' (issue 9, item 6).

/**
 * POST /v1/users/password → 204: the current password proves it is the person; the new one
 * follows the sign-up rule. Every other session of the user ends; this one stays.
 */
export const changePasswordBody = z.object({
  current_password: z.string().min(1).max(128),
  new_password: strongPasswordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordBody>;
