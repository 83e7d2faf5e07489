import { z } from 'zod';
import { memberRoleSchema } from './token';

// Contracts of the company's members (issue 9, item 5): who is in the company and with which role.

/** GET /v1/companies/members → one row per person, `since` the day they joined (ISO instant). */
export const memberSchema = z
  .object({
    user_id: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: memberRoleSchema,
    since: z.string(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

export const memberListSchema = z.object({ data: z.array(memberSchema) });
export type MemberList = z.infer<typeof memberListSchema>;

/** PATCH /v1/companies/members/:userId → 200 with the member as it now is. */
export const updateMemberRoleBody = z.object({ role: memberRoleSchema });
export type UpdateMemberRole = z.infer<typeof updateMemberRoleBody>;

export const memberParamsSchema = z.object({ userId: z.uuid() });
