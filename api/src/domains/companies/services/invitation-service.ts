import { MEMBER_ROLE_LABELS } from 'shared/contracts';
import type {
  CreateInvitation,
  Invitation,
  InvitationPreview,
  InvitationSignUp,
  SignInResponse,
} from 'shared/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../../errors';
import type {
  InvitationRow,
  InvitationsRepository,
  OpenInvitation,
} from '../repositories/invitations-repository';
import type { UsersRepository } from '../../identity/public';
import type { AuthService } from '../../identity/public';
import { normalizeEmail } from '../../identity/public';
import { invitationEmail } from '../../../adapters/email-templates';
import type { Mailer } from '../../../adapters/mailer';
import type { Actor } from './member-service';
import { ONLY_OWNERS_MANAGE_OWNERS_MESSAGE } from './member-service';
import { hashPassword } from '../../../adapters/password-hasher';
import { hashToken, randomToken } from '../../../adapters/secrets';

export const INVITATION_TTL_DAYS = 7;

export const ALREADY_MEMBER_MESSAGE = 'Este e-mail já é de um membro da empresa.';
export const INVITATION_NOT_FOUND_MESSAGE = 'Convite não encontrado ou já aceito.';
export const INVALID_INVITATION_MESSAGE =
  'Este convite não é válido: confira se o link está completo ou peça um novo convite.';
export const EXPIRED_INVITATION_MESSAGE =
  'Este convite expirou. Peça a quem convidou você que envie um novo.';
export const USED_INVITATION_MESSAGE =
  'Este convite já foi usado. Entre com o e-mail convidado para acessar a empresa.';
export const INVITATION_FOR_ANOTHER_EMAIL_MESSAGE =
  'Este convite foi enviado para outro e-mail. Entre com o e-mail convidado para aceitá-lo.';
export const INVITED_EMAIL_HAS_ACCOUNT_MESSAGE =
  'Este e-mail já tem uma conta no Fluxo: entre com ela para aceitar o convite.';

export interface InvitationService {
  invite(companyId: string, actor: Actor, request: CreateInvitation): Promise<Invitation>;
  listPending(companyId: string): Promise<Invitation[]>;
  cancel(companyId: string, id: string): Promise<void>;
  preview(token: string): Promise<InvitationPreview>;
  /** The signed-in user joins; the new token (same session) has the company active. */
  accept(userId: string, sessionId: string, token: string): Promise<SignInResponse>;
  /** An unknown address signs up through the link and joins; signed in at once. */
  signUp(request: InvitationSignUp): Promise<SignInResponse>;
}

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function createInvitationService(deps: {
  invitations: InvitationsRepository;
  users: UsersRepository;
  auth: AuthService;
  mailer: Mailer;
  /** The host's public origin, without a trailing slash. */
  appPublicUrl: string;
  now?: () => Date;
}): InvitationService {
  const { invitations, users, auth, mailer, appPublicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  /** The invitation if it can still be used; otherwise a 400 that says why not. */
  async function openInvitation(token: string): Promise<OpenInvitation> {
    const invitation = await invitations.findByToken(hashToken(token));
    if (!invitation) throw badRequest(INVALID_INVITATION_MESSAGE);
    if (invitation.acceptedAt) throw badRequest(USED_INVITATION_MESSAGE);
    if (invitation.expiresAt <= now()) throw badRequest(EXPIRED_INVITATION_MESSAGE);
    return invitation;
  }

  return {
    async invite(companyId, actor, request) {
      if (request.role === 'owner' && actor.role !== 'owner') {
        throw forbidden(ONLY_OWNERS_MANAGE_OWNERS_MESSAGE);
      }
      const email = normalizeEmail(request.email);
      if (await invitations.isMember(companyId, email)) throw conflict(ALREADY_MEMBER_MESSAGE);
      const token = randomToken();
      const at = now();
      const row = await invitations.create({
        companyId,
        email,
        role: request.role,
        tokenHash: hashToken(token),
        invitedBy: actor.userId,
        expiresAt: new Date(at.getTime() + INVITATION_TTL_DAYS * 86_400_000),
        now: at,
      });
      const link = `${appPublicUrl}/convite/${token}`;
      await mailer.send({
        to: email,
        purpose: 'invitation',
        ...invitationEmail(
          link,
          row.companyName,
          MEMBER_ROLE_LABELS[request.role],
          INVITATION_TTL_DAYS,
        ),
        data: { link },
      });
      return toInvitation(row);
    },

    async listPending(companyId) {
      return (await invitations.listPending(companyId, now())).map(toInvitation);
    },

    async cancel(companyId, id) {
      if (!(await invitations.cancel(companyId, id))) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
    },

    async preview(token) {
      const invitation = await openInvitation(token);
      const account = await users.findByEmail(invitation.email);
      return {
        company_name: invitation.companyName,
        email: invitation.email,
        role: invitation.role,
        account_exists: account !== null,
      };
    },

    async accept(userId, sessionId, token) {
      const invitation = await openInvitation(token);
      const user = await users.findById(userId);
      if (!user || user.email !== invitation.email) {
        throw forbidden(INVITATION_FOR_ANOTHER_EMAIL_MESSAGE);
      }
      if (!(await invitations.accept(invitation, userId, now()))) {
        throw badRequest(USED_INVITATION_MESSAGE);
      }
      return auth.switchCompany(userId, sessionId, invitation.companyId);
    },

    async signUp({ token, name, password }) {
      const invitation = await openInvitation(token);
      if (await users.findByEmail(invitation.email)) {
        throw conflict(INVITED_EMAIL_HAS_ACCOUNT_MESSAGE);
      }
      // Hashed before the transaction: on PGlite an open transaction blocks every other query.
      const passwordHash = await hashPassword(password);
      const result = await invitations.signUp(invitation, { name, passwordHash }, now());
      if (result.status === 'email-taken') throw conflict(INVITED_EMAIL_HAS_ACCOUNT_MESSAGE);
      if (result.status === 'invitation-spent') throw badRequest(USED_INVITATION_MESSAGE);
      return auth.signIn({ email: invitation.email, password });
    },
  };
}
