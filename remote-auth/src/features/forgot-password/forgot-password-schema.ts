import { typedEmail } from 'shared/contracts';
import { z } from 'zod';

/** SPEC.md §5 "Forgot password": the same rule and messages as sign-in… */
export const forgotPasswordSchema = z.object({
  email: typedEmail,
});

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** …except that submitting it empty says this. */
export const EMPTY_ON_SUBMIT_MESSAGE = 'Digite seu e-mail';
