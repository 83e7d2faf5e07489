import { isStrongPassword, STRONG_PASSWORD_MESSAGE } from 'shared/contracts';
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
  email: z.string().trim().min(1, 'E-mail é obrigatório').pipe(z.email('E-mail inválido')),
});
export type NewEmailFormValues = z.infer<typeof newEmailFormSchema>;

export const emailCodeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Informe os 6 dígitos do código'),
});
export type EmailCodeFormValues = z.infer<typeof emailCodeFormSchema>;

export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Informe sua senha atual'),
    password: z
      .string()
      .min(1, 'Informe a nova senha')
      .refine(isStrongPassword, STRONG_PASSWORD_MESSAGE)
      .max(128, 'A senha pode ter no máximo 128 caracteres'),
    confirmPassword: z.string().min(1, 'Confirme a nova senha'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'As senhas não conferem',
  })
  .refine((values) => values.password !== values.currentPassword, {
    path: ['password'],
    message: 'A nova senha precisa ser diferente da atual',
  });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;
