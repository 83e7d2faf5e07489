import { z } from 'zod';

/**
 * A person's role in one company (DESIGN.md "next areas"): proprietário, administrador, financeiro
 * (movements, payments, imports) and visualizador (reads only).
 */
export const MEMBER_ROLES = ['owner', 'admin', 'finance', 'viewer'] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** How a role reads in the screens and e-mails. */
export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Proprietário',
  admin: 'Administrador',
  finance: 'Financeiro',
  viewer: 'Visualizador',
};

/** Who may change the company's own data and its cadastros (plano de contas, contas, fornecedores…). */
export const SETUP_WRITER_ROLES = ['owner', 'admin'] as const satisfies readonly MemberRole[];
/** Who may write movements and their payments. */
export const MOVEMENT_WRITER_ROLES = [
  'owner',
  'admin',
  'finance',
] as const satisfies readonly MemberRole[];

export const membershipSchema = z.object({
  company_id: z.string(),
  role: memberRoleSchema,
});
export type Membership = z.infer<typeof membershipSchema>;

/**
 * Access token payload (SPEC.md §3): `exp` in seconds, the active company id and `memberOf`.
 * `sub` is the user id; `sid` the server-side session it belongs to, which can be ended before
 * `exp` (password reset, 'Sair de todos os dispositivos').
 */
export const tokenPayloadSchema = z.object({
  sub: z.string(),
  sid: z.uuid(),
  exp: z.number().int(),
  iat: z.number().int().optional(),
  company_id: z.string(),
  memberOf: z.array(membershipSchema),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
