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
import { brDateToIso, formatCentsForInput, isoToBrDate, parseBrlToCents } from 'shared/format';
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
  founded_at: z
    .string()
    .refine((value) => value === '' || brDateToIso(value) !== null, 'Data inválida (dd/mm/aaaa)'),
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
});
export type CompanyInfoValues = z.infer<typeof companyInfoSchema>;

export function companyInfoDefaults(company: Company): CompanyInfoValues {
  const address = company.address;
  return {
    document: maskCpfCnpj(company.document ?? ''),
    name: company.name,
    trade_name: company.trade_name ?? '',
    business: company.business ?? '',
    tax_regime: company.tax_regime ?? '',
    average_billing: formatCentsForInput(company.average_billing),
    founded_at: isoToBrDate(company.founded_at),
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
  return {
    document: '',
    name: '',
    trade_name: '',
    business: '',
    tax_regime: '',
    average_billing: '',
    founded_at: '',
    email: '',
    address: {
      zip_code: '',
      street: '',
      number: '',
      complement: '',
      neighbourhood: '',
      city: '',
      state: '',
    },
  };
}

export function toCompanyBody(values: CompanyInfoValues): Record<string, unknown> {
  return {
    document: unmaskDigits(values.document),
    name: values.name,
    trade_name: values.trade_name || null,
    business: values.business || null,
    tax_regime: values.tax_regime,
    average_billing: parseBrlToCents(values.average_billing),
    founded_at: values.founded_at ? brDateToIso(values.founded_at) : null,
    email: values.email || null,
    address: {
      ...values.address,
      zip_code: unmaskDigits(values.address.zip_code),
      complement: values.address.complement || null,
    },
  };
}
