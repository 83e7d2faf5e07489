import { z } from 'zod';
import { MEMBER_ROLES } from './constants';

export const memberRoleSchema = z.enum(MEMBER_ROLES);

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
