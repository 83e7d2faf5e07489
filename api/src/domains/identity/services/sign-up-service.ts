import type { SignUpRequest, VerifySignUpCodeResponse } from 'shared/contracts';
import { badRequest, conflict, unauthorized } from '../../../errors';
import type { AccountsRepository } from '../repositories/accounts-repository';
import type { EmailVerificationsRepository } from '../repositories/email-verifications-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { normalizeEmail } from './auth-service';
import { toNewCompany } from '../../companies/public';
import { signUpCodeEmail } from '../../../adapters/email-templates';
import type { Mailer } from '../../../adapters/mailer';
import { hashPassword } from '../../../adapters/password-hasher';
import { standardPlanoRows } from '../../setup/public';
import {
  RANDOM_TOKEN_PATTERN,
  hashToken,
  randomCode,
  randomToken,
  sameHash,
} from '../../../adapters/secrets';

export const CODE_TTL_MINUTES = 15;
export const VERIFICATION_TTL_MINUTES = 30;
/** Wrong tries a code survives: then it is burned, so 6 digits cannot be guessed. */
export const CODE_MAX_ATTEMPTS = 5;

export const EMAIL_TAKEN_MESSAGE = 'Este e-mail já está cadastrado.';
export const INVALID_CODE_MESSAGE = 'Código inválido ou expirado.';
export const VERIFICATION_EXPIRED_MESSAGE =
  'Sua verificação de e-mail expirou. Verifique seu e-mail novamente.';

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export interface SignUpService {
  /** E-mails a new 6-digit code, replacing any earlier one; 409 if the e-mail has a user. */
  requestCode(email: string): Promise<void>;
  /** Spends the code for a verification token that the last step spends in turn. */
  verifyCode(email: string, code: string): Promise<VerifySignUpCodeResponse>;
  /** User, company and owner membership, all or nothing. */
  signUp(request: SignUpRequest): Promise<{ id: string }>;
}

export function createSignUpService(deps: {
  users: UsersRepository;
  verifications: EmailVerificationsRepository;
  accounts: AccountsRepository;
  mailer: Mailer;
  hashCode: (email: string, code: string) => string;
  now?: () => Date;
}): SignUpService {
  const { users, verifications, accounts, mailer, hashCode } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async requestCode(rawEmail) {
      const email = normalizeEmail(rawEmail);
      if (await users.findByEmail(email)) throw conflict(EMAIL_TAKEN_MESSAGE);
      const code = randomCode();
      await verifications.saveCode({
        email,
        codeHash: hashCode(email, code),
        expiresAt: minutesFrom(now(), CODE_TTL_MINUTES),
      });
      await mailer.send({
        to: email,
        purpose: 'sign-up-code',
        ...signUpCodeEmail(code, CODE_TTL_MINUTES),
        data: { code },
      });
    },

    async verifyCode(rawEmail, code) {
      const email = normalizeEmail(rawEmail);
      const at = now();
      // Counted before the comparison, in one statement: parallel guesses cannot share a try.
      const attempt = await verifications.countAttempt(email, at);
      if (
        !attempt ||
        attempt.attempts > CODE_MAX_ATTEMPTS ||
        !sameHash(attempt.codeHash, hashCode(email, code))
      ) {
        throw badRequest(INVALID_CODE_MESSAGE);
      }
      const token = randomToken();
      const verified = await verifications.markVerified(attempt.id, {
        tokenHash: hashToken(token),
        expiresAt: minutesFrom(at, VERIFICATION_TTL_MINUTES),
        now: at,
      });
      if (!verified) throw badRequest(INVALID_CODE_MESSAGE);
      return { verification_token: token };
    },

    async signUp({ verification_token: token, user, company }) {
      if (!RANDOM_TOKEN_PATTERN.test(token)) throw unauthorized(VERIFICATION_EXPIRED_MESSAGE);
      const tokenHash = hashToken(token);
      const at = now();
      const verification = await verifications.findVerification(tokenHash, at);
      if (!verification) throw unauthorized(VERIFICATION_EXPIRED_MESSAGE);
      // Hashed before the transaction: on PGlite an open transaction blocks every other query.
      const passwordHash = await hashPassword(user.password);
      const result = await accounts.createFromVerification({
        verification: { id: verification.id, tokenHash, now: at },
        user: { email: verification.email, name: user.name, passwordHash },
        company: toNewCompany(company),
        // Every new company starts with the standard plano, so its first DRE already has lines.
        categories: standardPlanoRows(),
      });
      if (result.status === 'email-taken') throw conflict(EMAIL_TAKEN_MESSAGE);
      if (result.status === 'verification-spent') throw unauthorized(VERIFICATION_EXPIRED_MESSAGE);
      return { id: result.userId };
    },
  };
}
