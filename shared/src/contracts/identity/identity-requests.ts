import { z } from 'zod';
import { isValidCep, isValidCpfOrCnpj } from '../common/documents';
import {
  confirmResetPasswordSchema,
  resetPasswordRequestSchema,
  requestSignUpCodeSchema,
  signUpAddressSchema,
  signUpSchema,
  verifySignUpCodeSchema,
} from './identity-flows';

// The shared contracts' shapes, with the limits a server needs on top: every text field has a
// maximum (a huge field is a 400, not a huge row), documents and CEPs hold only digits and their
// usual punctuation, and unknown fields in a PATCH are refused rather than silently dropped.

/** As on sign-in: surrounding spaces ignored, at most 254 characters (RFC 5321). */
export const emailField = z.string().trim().pipe(z.email().max(254));

const httpsUrl = z
  .url({
    protocol: /^https$/,
    // Only the format's message: the length keeps the validation plugin's own.
    error: (issue) =>
      issue.code === 'invalid_format' ? 'deve ser um endereço https://' : undefined,
  })
  .max(2048)
  .describe('URL https da imagem');

export const documentField = z
  .string()
  .max(18)
  .regex(/^[\d./\s-]+$/, 'CPF ou CNPJ inválido')
  .refine(isValidCpfOrCnpj, 'CPF ou CNPJ inválido')
  .describe('CPF ou CNPJ, com ou sem máscara; guardado só com os dígitos');

const zipCodeField = z
  .string()
  .max(9)
  .regex(/^[\d\s-]+$/, 'CEP inválido')
  .refine(isValidCep, 'CEP inválido')
  .describe('CEP, com ou sem máscara; guardado só com os dígitos');

export const addressShape = { ...signUpAddressSchema.shape, zip_code: zipCodeField };

const companyShape = {
  ...signUpSchema.shape.company.shape,
  document: documentField,
  email: emailField.nullable(),
  address: z.object(addressShape),
};

export const requestSignUpCodeBody = requestSignUpCodeSchema.extend({ email: emailField });

export const verifySignUpCodeBody = verifySignUpCodeSchema.extend({ email: emailField });

export const signUpBody = signUpSchema.extend({
  verification_token: z.string().min(1).max(512),
  company: z.object(companyShape),
});

export const signUpResponse = z.object({ id: z.string() });

export const resetPasswordRequestBody = resetPasswordRequestSchema.extend({ email: emailField });

export const confirmResetPasswordBody = confirmResetPasswordSchema;

/** SPEC.md §3 Google request: the ID token Google Identity Services hands the page. */
export const googleSignInBody = z.object({ credentials: z.string().min(1).max(8192) });

/** PATCH /v1/users/profile: what the person may change about themselves. */
export const updateProfileBody = z
  .strictObject({
    name: signUpSchema.shape.user.shape.name,
    avatar: httpsUrl.nullable(),
  })
  .partial();

/** POST /v1/companies: another company for the signed-in user, with sign-up's company fields. */
export const createCompanyBody = z.strictObject({
  ...companyShape,
  address: z.strictObject(addressShape),
});

/** PATCH /v1/companies/:id: any sign-up company field (the address field by field), the avatar. */
export const updateCompanyBody = z
  .strictObject({
    ...companyShape,
    address: z.strictObject(addressShape).partial(),
    avatar: httpsUrl.nullable(),
  })
  .partial();

/** 204 answers have no body. */
export const noContent = z.null().describe('Sem conteúdo');
