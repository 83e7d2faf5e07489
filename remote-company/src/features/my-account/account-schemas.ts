import { typedEmail } from 'shared/contracts';
import { newPasswordShape, withMatchingPasswords } from 'shared/forms';
import { z } from 'zod';

// The API's rules (shared/contracts), said in Portuguese before the request.

export const nameFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Informe seu nome (ao menos 2 caracteres)')
    .max(120, 'Use no máximo 120 caracteres'),
});
export type NameFormValues = z.infer<typeof nameFormSchema>;

export const newEmailFormSchema = z.object({
  email: typedEmail,
});
export type NewEmailFormValues = z.infer<typeof newEmailFormSchema>;

export const emailCodeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Informe os 6 dígitos do código'),
});
export type EmailCodeFormValues = z.infer<typeof emailCodeFormSchema>;

export const passwordFormSchema = withMatchingPasswords(
  z.object({
    currentPassword: z.string().min(1, 'Informe sua senha atual'),
    ...newPasswordShape({ required: 'Informe a nova senha', confirm: 'Confirme a nova senha' }),
  }),
).refine((values) => values.password !== values.currentPassword, {
  path: ['password'],
  message: 'A nova senha precisa ser diferente da atual',
});
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;
