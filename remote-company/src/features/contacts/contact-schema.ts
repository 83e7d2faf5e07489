import { isValidCpfOrCnpj, maskCpfCnpj, parsePixKey, unmaskDigits } from 'shared/contracts';
import type { Contact, ContactRole } from 'shared/contracts';
import { z } from 'zod';

/** (11) 98765-4321 or (11) 3456-7890 as the person types. */
export function maskPhone(value: string): string {
  const digits = unmaskDigits(value).slice(0, 11);
  if (digits.length <= 2) return digits;
  const split = digits.length === 11 ? 7 : 6;
  const head = `(${digits.slice(0, 2)}) ${digits.slice(2, split)}`;
  return digits.length > split ? `${head}-${digits.slice(split)}` : head;
}

const optional = (rule: (value: string) => boolean) => (value: string) =>
  value === '' || rule(value);

/** How each list names its contacts: fornecedores and clientes are the same form and table. */
export interface ContactKind {
  role: ContactRole;
  resource: 'suppliers' | 'clients';
  one: string;
  plural: string;
  create: string;
  edit: string;
  /** The other role, offered as a checkbox: "Também é cliente". */
  alsoLabel: string;
}

export const CONTACT_KINDS: Record<ContactRole, ContactKind> = {
  supplier: {
    role: 'supplier',
    resource: 'suppliers',
    one: 'Fornecedor',
    plural: 'Fornecedores',
    create: 'Novo fornecedor',
    edit: 'Editar fornecedor',
    alsoLabel: 'Também é cliente',
  },
  client: {
    role: 'client',
    resource: 'clients',
    one: 'Cliente',
    plural: 'Clientes',
    create: 'Novo cliente',
    edit: 'Editar cliente',
    alsoLabel: 'Também é fornecedor',
  },
};

// The API's rules (shared/contracts/setup/contacts.ts), said in Portuguese before the request.
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Informe um nome com pelo menos 2 caracteres')
    .max(160, 'Use no máximo 160 caracteres'),
  document: z.string().refine(isValidCpfOrCnpj, 'CPF ou CNPJ inválido'),
  email: z
    .string()
    .trim()
    .refine(
      optional((value) => z.email().safeParse(value).success),
      'E-mail inválido',
    ),
  phone: z.string().refine(
    optional((value) => [10, 11].includes(unmaskDigits(value).length)),
    'Informe DDD e número (10 ou 11 dígitos)',
  ),
  pix_key: z
    .string()
    .trim()
    .refine(
      optional((value) => parsePixKey(value) !== null),
      'Chave Pix inválida: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória',
    ),
  payment_term_days: z
    .string()
    .trim()
    .refine((value) => /^\d{1,3}$/.test(value) && Number(value) <= 365, {
      error: 'Informe de 0 a 365 dias',
    }),
  also: z.boolean(),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

export function contactDefaults(row: Contact | null): ContactFormValues {
  return {
    also: row ? row.roles.length === 2 : false,
    name: row?.name ?? '',
    document: maskCpfCnpj(row?.document ?? ''),
    email: row?.email ?? '',
    phone: maskPhone(row?.phone ?? ''),
    pix_key: row?.pix_key ?? '',
    payment_term_days: String(row?.payment_term_days ?? 30),
  };
}

/** Digits only for documents and phones, null for what was left blank (the API clears it). */
export function toContactBody(
  values: ContactFormValues,
  role: ContactRole,
): Record<string, unknown> {
  const other: ContactRole = role === 'supplier' ? 'client' : 'supplier';
  return {
    roles: values.also ? [role, other] : [role],
    name: values.name,
    document: unmaskDigits(values.document),
    email: values.email || null,
    phone: unmaskDigits(values.phone) || null,
    pix_key: values.pix_key || null,
    payment_term_days: Number(values.payment_term_days),
  };
}
