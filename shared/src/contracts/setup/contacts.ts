import { z } from 'zod';
import { unmaskDigits } from '../common/documents';
import { addressShape, documentField, emailField } from '../identity/identity-requests';
import {
  activeQuery,
  optionalText,
  pageOf,
  pageQuery,
  searchQuery,
  text,
  timestamps,
} from './setup-fields';
import { PIX_KEY_MESSAGE, PIX_KEY_TYPES, parsePixKey } from './pix-key';

// Contacts (cadastros): fornecedores and clientes are one model, a contact with one role or both,
// stored in `contacts` and served at `/suppliers` and `/clients`; a movement names its contact in
// `contact_id`. The screens' Pix field uses `parsePixKey` too.

/** A supplier is the counterpart of a despesa, a client of a receita. */
export const CONTACT_ROLES = ['supplier', 'client'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

const pixKeyField = z
  .string()
  .trim()
  .max(100)
  .transform((value, ctx) => {
    const parsed = parsePixKey(value);
    if (!parsed) {
      ctx.issues.push({ code: 'custom', message: PIX_KEY_MESSAGE, input: value });
      return z.NEVER;
    }
    return parsed;
  })
  .describe('CPF, CNPJ, e-mail, celular no formato +55DDNÚMERO ou chave aleatória (UUID)');

const phoneField = z
  .string()
  .trim()
  .max(20)
  .regex(/^[\d\s().-]*$/, 'telefone inválido')
  .transform(unmaskDigits)
  .refine((digits) => digits.length === 10 || digits.length === 11, 'deve ter DDD e número')
  .describe('DDD + número (10 ou 11 dígitos), com ou sem máscara; guardado só com os dígitos');

const contactAddressSchema = z.object({
  zip_code: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighbourhood: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});

export const contactSchema = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    name: z.string(),
    roles: z
      .array(z.enum(CONTACT_ROLES))
      .describe('supplier (fornecedor), client (cliente) ou ambos'),
    document: z.string().describe('CPF ou CNPJ, só dígitos'),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    pix_key: z.string().nullable(),
    pix_key_type: z.enum(PIX_KEY_TYPES).nullable(),
    address: contactAddressSchema.nullable(),
    notes: z.string().nullable(),
    payment_term_days: z
      .number()
      .int()
      .describe('Prazo padrão (dias) da conta de uma nota fiscal sem duplicatas'),
    active: z.boolean(),
    ...timestamps,
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;
/** Fornecedores and clientes are contacts; the names say which list a screen shows. */
export const supplierSchema = contactSchema;
export const clientSchema = contactSchema;
export type Supplier = Contact;
export type Client = Contact;

const rolesField = z
  .array(z.enum(CONTACT_ROLES))
  .min(1, 'escolha fornecedor, cliente ou ambos')
  .max(2)
  .transform((roles) => [...new Set(roles)])
  .describe(
    'Os papéis do contato; o da rota (fornecedor em /suppliers, cliente em /clients) entra sempre na criação',
  );

export const createContactBody = z.strictObject({
  name: text(2, 160),
  roles: rolesField.optional(),
  document: documentField,
  email: emailField.nullable().optional(),
  phone: phoneField.nullable().optional(),
  pix_key: pixKeyField.nullable().optional(),
  address: z
    .strictObject(addressShape)
    .nullable()
    .optional()
    .describe('O mesmo formato do endereço da empresa; null apaga'),
  notes: optionalText(1000).optional(),
  payment_term_days: z
    .number({ error: 'Informe o prazo em dias.' })
    .int({ error: 'O prazo deve ser um número inteiro de dias.' })
    .min(0, { error: 'O prazo deve estar entre 0 e 365 dias.' })
    .max(365, { error: 'O prazo deve estar entre 0 e 365 dias.' })
    .optional()
    .describe('Dias da emissão ao vencimento, para notas sem duplicatas (30 se omitido)'),
  active: z.boolean().optional(),
});
export type CreateContact = z.infer<typeof createContactBody>;

export const updateContactBody = createContactBody.partial();
export type UpdateContact = z.infer<typeof updateContactBody>;

export const listContactsQuery = z.object({
  search: searchQuery.describe('Trecho do nome, ou dígitos do CPF/CNPJ'),
  active: activeQuery,
});
export type ContactListQuery = z.infer<typeof listContactsQuery>;

export const pageContactsQuery = listContactsQuery.extend(pageQuery);
export type ContactPageQuery = z.infer<typeof pageContactsQuery>;
export const contactPageSchema = pageOf(contactSchema);
export type ContactPage = z.infer<typeof contactPageSchema>;

/** Fornecedores and clientes take the same bodies and filters: one model. */
export const createSupplierBody = createContactBody;
export const updateSupplierBody = updateContactBody;
export const createClientBody = createContactBody;
export const updateClientBody = updateContactBody;
