import {
  isBrazilianState,
  isValidCep,
  isValidCpfOrCnpj,
  maskCep,
  maskCpfCnpj,
  TAX_REGIMES,
  unmaskDigits,
} from 'shared/contracts';
import type { Company } from 'shared/contracts';
import { formatCentsForInput, parseBrlToCents } from 'shared/format';
import { EMPTY_COMPANY_FORM } from 'shared/forms';
import type { CompanyFormValues } from 'shared/forms';
import { z } from 'zod';

const required = (label: string) => z.string().trim().min(1, `Informe ${label}`);

// The API's rules (shared/contracts identity and sign-up), said in Portuguese before the request.
export const companyInfoSchema = z.object({
  document: z.string().refine(isValidCpfOrCnpj, 'CPF ou CNPJ inválido'),
  name: z.string().trim().min(2, 'Informe a razão social').max(160, 'Use no máximo 160 caracteres'),
  trade_name: z.string().trim().max(160, 'Use no máximo 160 caracteres'),
  business: z.string().trim().max(120, 'Use no máximo 120 caracteres'),
  tax_regime: z
    .string()
    .refine(
      (value) => (TAX_REGIMES as readonly string[]).includes(value),
      'Escolha o regime tributário',
    ),
  average_billing: z
    .string()
    .refine((value) => parseBrlToCents(value) !== null, 'Valor inválido. Ex.: 25.000,00'),
  // ISO, or what is being typed of a date (`DateInput` holds the text until it is a whole day).
  founded_at: z
    .string()
    .refine(
      (value) => value === '' || z.iso.date().safeParse(value).success,
      'Data inválida (dd/mm/aaaa)',
    ),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, 'E-mail inválido'),
  address: z.object({
    zip_code: z.string().refine(isValidCep, 'CEP inválido: são 8 dígitos'),
    street: required('a rua'),
    number: required('o número'),
    complement: z.string().trim().max(100, 'Use no máximo 100 caracteres'),
    neighbourhood: required('o bairro'),
    city: required('a cidade'),
    state: z.string().refine(isBrazilianState, 'Escolha a UF'),
  }),
}) satisfies z.ZodType<CompanyFormValues, CompanyFormValues>;
// `satisfies`: the shape `CompanyFields` (shared/forms) binds to, so a renamed field fails here.

export type CompanyInfoValues = CompanyFormValues;

export function companyInfoDefaults(company: Company): CompanyInfoValues {
  const address = company.address;
  return {
    document: maskCpfCnpj(company.document ?? ''),
    name: company.name,
    trade_name: company.trade_name ?? '',
    business: company.business ?? '',
    tax_regime: company.tax_regime ?? '',
    average_billing: formatCentsForInput(company.average_billing),
    founded_at: company.founded_at ?? '',
    email: company.email ?? '',
    address: {
      zip_code: maskCep(address.zip_code ?? ''),
      street: address.street ?? '',
      number: address.number ?? '',
      complement: address.complement ?? '',
      neighbourhood: address.neighbourhood ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
    },
  };
}

/** 'Nova empresa': every field empty, for the person to fill in. */
export function emptyCompanyInfo(): CompanyInfoValues {
  return { ...EMPTY_COMPANY_FORM, address: { ...EMPTY_COMPANY_FORM.address } };
}

export function toCompanyBody(values: CompanyInfoValues): Record<string, unknown> {
  return {
    document: unmaskDigits(values.document),
    name: values.name,
    trade_name: values.trade_name || null,
    business: values.business || null,
    tax_regime: values.tax_regime,
    average_billing: parseBrlToCents(values.average_billing),
    founded_at: values.founded_at || null,
    email: values.email || null,
    address: {
      ...values.address,
      zip_code: unmaskDigits(values.address.zip_code),
      complement: values.address.complement || null,
    },
  };
}
