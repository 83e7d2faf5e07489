import { z } from 'zod';
import { strongPasswordSchema } from '../identity/identity-flows';
import { emailField, signUpBody } from '../identity/identity-requests';
import { memberRoleSchema } from '../common/token';

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

/** POST /v1/companies/invitations → 201: e-mails a link to `/convite/<token>`. */
export const createInvitationBody = z.object({ email: emailField, role: memberRoleSchema });
export type CreateInvitation = z.infer<typeof createInvitationBody>;

/** A pending invitation: sent, not yet accepted, not expired. */
export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: memberRoleSchema,
    expires_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ data: z.array(invitationSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

export const invitationParamsSchema = z.object({ id: z.uuid() });

/** The token of the link, as `/convite/:token` carries it. */
const invitationToken = z.string().min(1).max(128);
export const invitationTokenParamsSchema = z.object({ token: invitationToken });

/**
 * GET /v1/auth/invitations/:token: what the invitation page shows before anyone signs in, and
 * whether the address already has an account (sign in to join) or not (sign up through the link).
 */
export const invitationPreviewSchema = z.object({
  company_name: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  account_exists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /v1/auth/invitations/accept: the signed-in person joins; a new token names the company. */
export const acceptInvitationBody = z.object({ token: invitationToken });
export type AcceptInvitation = z.infer<typeof acceptInvitationBody>;

/**
 * POST /v1/auth/invitations/sign-up: an unknown address signs up through the link, which proves
 * the address as the e-mailed code would, and joins the company instead of creating one.
 */
export const invitationSignUpBody = z.object({
  token: invitationToken,
  name: signUpBody.shape.user.shape.name,
  password: strongPasswordSchema,
});
export type InvitationSignUp = z.infer<typeof invitationSignUpBody>;
