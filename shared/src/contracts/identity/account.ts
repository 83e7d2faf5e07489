import { z } from 'zod';
import { strongPasswordSchema } from './identity-flows';
import { emailField } from './identity-requests';

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

/**
 * POST /v1/users/email/code → 204: e-mails a 6-digit code to the new address (15 min, single
 * use). 409 if another account has it; 400 if it is already this account's.
 */
export const requestEmailChangeBody = z.object({ email: emailField });
export type RequestEmailChange = z.infer<typeof requestEmailChangeBody>;

/** POST /v1/users/email → 200 with the profile: the code proves the new address, which is now the user's. */
export const confirmEmailChangeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'O código tem 6 dígitos'),
});
export type ConfirmEmailChange = z.infer<typeof confirmEmailChangeBody>;
