import type { ConfirmResetPasswordRequest } from 'shared/contracts';
import { badRequest, unauthorized } from '../../../errors';
import type { PasswordResetsRepository } from '../repositories/password-resets-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { normalizeEmail } from './auth-service';
import { resetPasswordEmail } from '../../../adapters/email-templates';
import type { Mailer } from '../../../adapters/mailer';
import { hashPassword } from '../../../adapters/password-hasher';
import { RANDOM_TOKEN_PATTERN, hashToken, randomToken } from '../../../adapters/secrets';

export const RESET_TTL_MINUTES = 60;

/** SPEC.md §8, reset password 401, word for word. */
export const UNKNOWN_EMAIL_MESSAGE = 'Não foi possivel validar o e-mail';
export const INVALID_RESET_LINK_MESSAGE = 'Este link de redefinição é inválido ou expirou.';

export interface PasswordResetService {
  /** E-mails a single-use link to `/reset/:token`; 401 for an e-mail with no active user. */
  requestReset(email: string): Promise<void>;
  /** Sets the new password and spends every open link of the user. */
  confirmReset(request: ConfirmResetPasswordRequest): Promise<void>;
}

export function createPasswordResetService(deps: {
  users: UsersRepository;
  resets: PasswordResetsRepository;
  mailer: Mailer;
  /** The host's public origin, without a trailing slash. */
  appPublicUrl: string;
  now?: () => Date;
}): PasswordResetService {
  const { users, resets, mailer, appPublicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async requestReset(rawEmail) {
      const user = await users.findByEmail(normalizeEmail(rawEmail));
      if (!user || !user.active) throw unauthorized(UNKNOWN_EMAIL_MESSAGE);
      const token = randomToken();
      const at = now();
      await resets.create({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(at.getTime() + RESET_TTL_MINUTES * 60_000),
        now: at,
      });
      const link = `${appPublicUrl}/reset/${token}`;
      await mailer.send({
        to: user.email,
        purpose: 'reset-password',
        ...resetPasswordEmail(link, RESET_TTL_MINUTES),
        data: { link },
      });
    },

    async confirmReset({ token, password }) {
      if (!RANDOM_TOKEN_PATTERN.test(token)) throw badRequest(INVALID_RESET_LINK_MESSAGE);
      const at = now();
      const open = await resets.findOpen(hashToken(token), at);
      if (!open) throw badRequest(INVALID_RESET_LINK_MESSAGE);
      // Hashed before the transaction: on PGlite an open transaction blocks every other query.
      const passwordHash = await hashPassword(password);
      const reset = await resets.resetPassword({
        tokenId: open.id,
        userId: open.userId,
        passwordHash,
        now: at,
      });
      if (!reset) throw badRequest(INVALID_RESET_LINK_MESSAGE);
    },
  };
}
