import type { UserProfile } from 'shared/contracts';
import { badRequest, conflict, notFound } from '../../../errors';
import type { EmailChangesRepository } from '../repositories/email-changes-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { normalizeEmail } from './auth-service';
import { emailChangeCodeEmail } from '../../../adapters/email-templates';
import type { Mailer } from '../../../adapters/mailer';
import { randomCode, sameHash } from '../../../adapters/secrets';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, EMAIL_TAKEN_MESSAGE } from './sign-up-service';
import { USER_NOT_FOUND_MESSAGE } from './user-service';

// Named as the validation errors name a field, so the form shows each beside its field.
export const SAME_EMAIL_MESSAGE = "O campo 'email' é inválido: este já é o seu e-mail.";
export const WRONG_EMAIL_CODE_MESSAGE = "O campo 'code' é inválido: o código não confere.";
export const EXPIRED_EMAIL_CODE_MESSAGE =
  "O campo 'code' é inválido: o código expirou. Peça um novo código.";
export const NO_PENDING_EMAIL_CHANGE_MESSAGE =
  'Nenhuma troca de e-mail em andamento. Informe o novo e-mail para receber um código.';

export interface EmailChangeService {
  /** E-mails a code to the new address, replacing any pending change of the user. */
  requestCode(userId: string, email: string): Promise<void>;
  /** Spends the code: the new address becomes the user's sign-in e-mail. */
  confirm(userId: string, code: string): Promise<UserProfile>;
}

export function createEmailChangeService(deps: {
  users: UsersRepository;
  changes: EmailChangesRepository;
  mailer: Mailer;
  /** The sign-up code hasher; the binding names the change so a sign-up code never fits here. */
  hashCode: (email: string, code: string) => string;
  toProfile: (userId: string) => Promise<UserProfile>;
  now?: () => Date;
}): EmailChangeService {
  const { users, changes, mailer, toProfile } = deps;
  const now = deps.now ?? (() => new Date());
  const hashCode = (userId: string, email: string, code: string) =>
    deps.hashCode(`email-change:${userId}:${email}`, code);

  return {
    async requestCode(userId, rawEmail) {
      const email = normalizeEmail(rawEmail);
      const user = await users.findById(userId);
      if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
      if (user.email === email) throw badRequest(SAME_EMAIL_MESSAGE);
      if (await users.findByEmail(email)) throw conflict(EMAIL_TAKEN_MESSAGE);
      const code = randomCode();
      await changes.saveCode({
        userId,
        newEmail: email,
        codeHash: hashCode(userId, email, code),
        expiresAt: new Date(now().getTime() + CODE_TTL_MINUTES * 60_000),
      });
      await mailer.send({
        to: email,
        purpose: 'email-change-code',
        ...emailChangeCodeEmail(code, CODE_TTL_MINUTES),
        data: { code },
      });
    },

    async confirm(userId, code) {
      // Counted before the comparison, in one statement: parallel guesses cannot share a try.
      const attempt = await changes.countAttempt(userId);
      if (!attempt) throw badRequest(NO_PENDING_EMAIL_CHANGE_MESSAGE);
      if (attempt.expiresAt <= now() || attempt.attempts > CODE_MAX_ATTEMPTS) {
        throw badRequest(EXPIRED_EMAIL_CODE_MESSAGE);
      }
      if (!sameHash(attempt.codeHash, hashCode(userId, attempt.newEmail, code))) {
        throw badRequest(WRONG_EMAIL_CODE_MESSAGE);
      }
      const applied = await changes.apply(userId, attempt.newEmail);
      if (applied === 'email-taken') throw conflict(EMAIL_TAKEN_MESSAGE);
      if (!applied) throw badRequest(EXPIRED_EMAIL_CODE_MESSAGE);
      return toProfile(userId);
    },
  };
}
