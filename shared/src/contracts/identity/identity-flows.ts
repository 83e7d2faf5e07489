import { z } from 'zod';
import { isValidCep, isValidCpfOrCnpj } from '../common/documents';

// Contracts of the sign-up, verification and password-reset flows (issue 3). JSON is snake_case;
// money is integer cents; dates are YYYY-MM-DD.

/** POST /v1/auth/sign-up/code → 204: e-mails a 6-digit code (15 min, single use). 409 if taken. */
export const requestSignUpCodeSchema = z.object({ email: z.email() });

/** POST /v1/auth/sign-up/verify → 200: proof that the person owns the e-mail, for the last step. */
export const verifySignUpCodeSchema = z.object({
  email: z.email(),
  code: z.string().regex(/^\d{6}$/),
});
export const verifySignUpCodeResponseSchema = z.object({ verification_token: z.string() });
export type VerifySignUpCodeResponse = z.infer<typeof verifySignUpCodeResponseSchema>;

export const TAX_REGIMES = ['mei', 'simples_nacional', 'lucro_presumido', 'lucro_real'] as const;
export const taxRegimeSchema = z.enum(TAX_REGIMES);
export type TaxRegime = z.infer<typeof taxRegimeSchema>;

export const TAX_REGIME_LABELS: Record<TaxRegime, string> = {
  mei: 'MEI',
  simples_nacional: 'Simples Nacional',
  lucro_presumido: 'Lucro Presumido',
  lucro_real: 'Lucro Real',
};

const isoDate = z.iso.date();

/** The sign-up and reset rule: the "strong" level of SPEC.md §5's meter, required. */
export const STRONG_PASSWORD_MESSAGE =
  'A senha precisa ter ao menos 8 caracteres, com letras maiúsculas, minúsculas e números';

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password)
  );
}

export const strongPasswordSchema = z
  .string()
  .max(128, 'A senha pode ter no máximo 128 caracteres')
  .refine(isStrongPassword, STRONG_PASSWORD_MESSAGE);

export const signUpAddressSchema = z.object({
  zip_code: z.string().refine(isValidCep, 'CEP inválido'),
  street: z.string().trim().min(1).max(200),
  number: z.string().trim().min(1).max(20),
  complement: z.string().trim().max(100).nullable(),
  neighbourhood: z.string().trim().min(1).max(100),
  city: z.string().trim().min(1).max(100),
  state: z.string().regex(/^[A-Z]{2}$/),
});

/** POST /v1/auth/sign-up → 201 {id}: user, company and owner membership, all or nothing. */
export const signUpSchema = z.object({
  verification_token: z.string().min(1),
  user: z.object({
    name: z.string().trim().min(2).max(120),
    password: strongPasswordSchema,
  }),
  company: z.object({
    document: z.string().refine(isValidCpfOrCnpj, 'CPF ou CNPJ inválido'),
    name: z.string().trim().min(2).max(160),
    trade_name: z.string().trim().max(160).nullable(),
    business: z.string().trim().max(120).nullable(),
    tax_regime: taxRegimeSchema,
    founded_at: isoDate.nullable(),
    average_billing: z.number().int().min(0).max(100_000_000_000_00),
    email: z.email().nullable(),
    address: signUpAddressSchema,
  }),
});
export type SignUpRequest = z.infer<typeof signUpSchema>;

/** POST /v1/auth/reset-password {email} → 204 (SPEC.md §7); 401 when the e-mail is unknown (§8). */
export const resetPasswordRequestSchema = z.object({ email: z.email() });

/** POST /v1/auth/reset-password/confirm → 204: the e-mailed token (1 h, single use) + new password. */
export const confirmResetPasswordSchema = z.object({
  token: z.string().min(1).max(512),
  password: strongPasswordSchema,
});
export type ConfirmResetPasswordRequest = z.infer<typeof confirmResetPasswordSchema>;
