import { isBrazilianState, isValidCep, isValidCpfOrCnpj, TAX_REGIMES } from 'shared/contracts';
import { parseBrlToCents, todayIso } from 'shared/format';
import type { CompanyFormValues } from 'shared/forms';
import { z } from 'zod';

/** The contract's ceiling for average_billing (integer cents). */
const MAX_AVERAGE_BILLING_CENTS = 100_000_000_000_00;

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `Use no máximo ${max} caracteres`);
const optional = (max: number) => z.string().trim().max(max, `Use no máximo ${max} caracteres`);

/**
 * Step 2 of the additional info, as typed (masked strings). `toSignUpRequest` turns it into the
 * contract's shape: digits only, cents, nulls for what was left empty.
 */
export const companyInfoSchema = z.object({
  document: z
    .string()
    .min(1, 'CPF ou CNPJ é obrigatório')
    .refine(isValidCpfOrCnpj, 'CPF ou CNPJ inválido'),
  name: required('Razão social é obrigatória', 160).min(
    2,
    'A razão social precisa ter ao menos 2 caracteres',
  ),
  trade_name: optional(160),
  business: optional(120),
  tax_regime: z.string().refine((value) => (TAX_REGIMES as readonly string[]).includes(value), {
    message: 'Selecione o regime tributário',
  }),
  founded_at: z
    .string()
    .refine((value) => value === '' || z.iso.date().safeParse(value).success, 'Data inválida')
    // ISO dates compare as strings; "today" is the company's day in São Paulo.
    .refine(
      (value) => value === '' || value <= todayIso(),
      'A data de fundação não pode ser futura',
    ),
  average_billing: z
    .string()
    .refine((value) => parseBrlToCents(value) !== null, 'Informe um valor como 12.345,67')
    .refine(
      (value) => (parseBrlToCents(value) ?? 0) <= MAX_AVERAGE_BILLING_CENTS,
      'Valor acima do permitido',
    ),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, 'E-mail inválido'),
  address: z.object({
    zip_code: z.string().min(1, 'CEP é obrigatório').refine(isValidCep, 'CEP inválido'),
    street: required('Logradouro é obrigatório', 200),
    number: required('Número é obrigatório', 20),
    complement: optional(100),
    neighbourhood: required('Bairro é obrigatório', 100),
    city: required('Cidade é obrigatória', 100),
    state: z.string().refine(isBrazilianState, 'Selecione a UF'),
  }),
}) satisfies z.ZodType<CompanyFormValues, CompanyFormValues>;
// `satisfies`: the shape `CompanyFields` (shared/forms) binds to, so a renamed field fails here.

export type CompanyInfoValues = CompanyFormValues;
