import { z } from 'zod';
import { memberRoleSchema } from '../common/token';

// 'Resumo diário por e-mail' (issue 21, item 6): each person chooses, per company they belong to,
// whether a morning e-mail tells them what is due today, what is overdue and what was received or
// paid yesterday. Any role may choose it: the e-mail only reads.

/** Where the e-mail's "turn it off" link and the account tab lead. */
export const DIGEST_ACCOUNT_PATH = '/minha-conta/notificacoes';

/** One company of the person, and whether its digest comes to them. */
export const digestCompanySchema = z
  .object({
    company_id: z.uuid(),
    name: z.string(),
    role: memberRoleSchema,
    enabled: z.boolean(),
  })
  .meta({ id: 'DigestCompany' });
export type DigestCompany = z.infer<typeof digestCompanySchema>;

/** GET and PUT /v1/users/digest → 200: every company the person belongs to, by name. */
export const digestSettingsSchema = z
  .object({ companies: z.array(digestCompanySchema) })
  .meta({ id: 'DigestSettings' });
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

/**
 * PUT /v1/users/digest: the companies whose digest the person wants, all of them (the others stop).
 * A company they are not a member of is refused, the whole request with it.
 */
export const saveDigestSettingsBody = z
  .object({
    company_ids: z
      .array(z.uuid())
      .max(200)
      .refine((ids) => new Set(ids).size === ids.length, 'Empresa repetida na lista.'),
  })
  .strict();
export type SaveDigestSettings = z.infer<typeof saveDigestSettingsBody>;

/** 403: one id names a company the person is not a member of (or none at all: never which). */
export const DIGEST_NOT_A_MEMBER_MESSAGE =
  'Você só pode receber o resumo diário das empresas de que é membro.';
