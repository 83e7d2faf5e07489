import { PSP_MESSAGES } from 'shared/contracts';
import type { PspSettings, PutPspSettings } from 'shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '../../../adapters/secret-box';
import type { PspSettingsRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../errors';
import { BANK_ACCOUNT_NOT_FOUND_MESSAGE } from '../../setup/public';
import { createPspClient } from '../psp/psp-client';
import type { PspClient, PspCredentials } from '../psp/psp-client';
import { accountOfWebhookPath, newWebhookPath, sameWebhookPath } from '../psp/webhook-path';
import type { PspSettingsRepository } from '../repositories/psp-settings-repository';

export interface PspSettingsService {
  get(companyId: string, bankAccountId: string): Promise<PspSettings>;
  put(
    companyId: string,
    bankAccountId: string,
    body: PutPspSettings,
  ): Promise<{ settings: PspSettings; created: boolean }>;
  remove(companyId: string, bankAccountId: string): Promise<void>;
  /** A client of the account's PSP, or null when the account has none. */
  client(companyId: string, bankAccountId: string): Promise<PspAccountClient | null>;
  /** The same for settings read inside a transaction (PGlite has one connection). */
  clientOf(row: PspSettingsRow): PspAccountClient;
  /** The company and account a webhook path belongs to, or null: unknown or wrong secret. */
  webhookAccount(secretPath: string): Promise<{ companyId: string; bankAccountId: string } | null>;
}

export interface PspAccountClient {
  client: PspClient;
  fineBasisPoints: number | null;
  interestBasisPointsMonth: number | null;
}

type SealedField = 'client_secret' | 'certificate' | 'private_key' | 'webhook_secret';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A PSP's API is reached over https, whose certificate (and mTLS) is what keeps the client secret
 * between the two ends. Plain http is accepted in development, and for this machine itself when
 * the operator allows it (PSP_ALLOW_LOOPBACK_HTTP: `npm start` does, for the PSP simulator; a
 * local proxy that speaks TLS to the PSP is the other use). Never by default: a company's owner
 * could otherwise point the API at the host's own services.
 */
export function pspUrlAllowed(url: string, allowHttp: boolean, allowLoopback = false): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url); // URL.parse is Node 22's
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  return (
    parsed.protocol === 'http:' &&
    (allowHttp || (allowLoopback && LOOPBACK_HOSTS.has(parsed.hostname)))
  );
}

export function createPspSettingsService(deps: {
  settings: PspSettingsRepository;
  box: SecretBox;
  apiPublicUrl: string;
  /** Outside production a PSP (the simulator) may be plain http on this machine. */
  allowHttp: boolean;
  allowLoopbackHttp?: boolean;
  log: FastifyBaseLogger;
}): PspSettingsService {
  const { settings, box, apiPublicUrl, allowHttp, allowLoopbackHttp = false, log } = deps;
  // The associated data binds each sealed value to its company, account and field.
  const context = (row: { companyId: string; bankAccountId: string }, field: SealedField) =>
    `psp_settings:${row.companyId}:${row.bankAccountId}:${field}`;
  const open = (row: PspSettingsRow, field: SealedField, sealed: string | null) =>
    sealed === null ? null : box.open(sealed, context(row, field));
  const webhookUrl = (path: string) => `${apiPublicUrl}/v1/public/pix-webhooks/${path}`;
  // One client per account and settings version, so its OAuth token is reused between requests.
  const clients = new Map<string, { version: number; client: PspClient }>();

  function toSettings(row: PspSettingsRow): PspSettings {
    return {
      bank_account_id: row.bankAccountId,
      base_url: row.baseUrl,
      client_id: row.clientId,
      secrets: {
        client_secret: true,
        certificate: row.certificateSealed !== null,
        private_key: row.privateKeySealed !== null,
      },
      webhook_url: webhookUrl(open(row, 'webhook_secret', row.webhookSecretSealed) ?? ''),
      fine_basis_points: row.fineBasisPoints,
      interest_basis_points_month: row.interestBasisPointsMonth,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  function credentials(row: PspSettingsRow): PspCredentials {
    return {
      baseUrl: row.baseUrl,
      clientId: row.clientId,
      clientSecret: open(row, 'client_secret', row.clientSecretSealed) ?? '',
      certificatePem: open(row, 'certificate', row.certificateSealed),
      privateKeyPem: open(row, 'private_key', row.privateKeySealed),
    };
  }

  async function accountOrThrow(companyId: string, bankAccountId: string) {
    const account = await settings.account(companyId, bankAccountId);
    if (!account) throw notFound(BANK_ACCOUNT_NOT_FOUND_MESSAGE);
    return account;
  }

  function clientOf(row: PspSettingsRow): PspAccountClient {
    const key = `${row.companyId}:${row.bankAccountId}`;
    const version = row.updatedAt.getTime();
    let cached = clients.get(key);
    if (cached?.version !== version) {
      cached = { version, client: createPspClient(credentials(row)) };
      clients.set(key, cached);
    }
    return {
      client: cached.client,
      fineBasisPoints: row.fineBasisPoints,
      interestBasisPointsMonth: row.interestBasisPointsMonth,
    };
  }

  return {
    async get(companyId, bankAccountId) {
      await accountOrThrow(companyId, bankAccountId);
      const row = await settings.find(companyId, bankAccountId);
      if (!row) throw notFound(PSP_MESSAGES.notConfigured);
      return toSettings(row);
    },

    async put(companyId, bankAccountId, body) {
      if (!pspUrlAllowed(body.base_url, allowHttp, allowLoopbackHttp)) {
        throw badRequest(PSP_MESSAGES.insecureUrl);
      }
      if ((body.certificate_pem === undefined) !== (body.private_key_pem === undefined)) {
        throw badRequest(PSP_MESSAGES.certificatePair);
      }
      const account = await accountOrThrow(companyId, bankAccountId);
      const where = { companyId, bankAccountId };
      const existing = await settings.find(companyId, bankAccountId);
      if (!existing && body.client_secret === undefined) {
        throw badRequest(PSP_MESSAGES.clientSecretRequired);
      }
      const seal = (field: SealedField, plain: string | undefined, kept: string | null) =>
        plain === undefined ? kept : box.seal(plain, context(where, field));
      const { row, created } = await settings.save({
        ...where,
        baseUrl: body.base_url.replace(/\/+$/, ''),
        clientId: body.client_id,
        clientSecretSealed:
          seal('client_secret', body.client_secret, existing?.clientSecretSealed ?? null) ?? '',
        certificateSealed: seal(
          'certificate',
          body.certificate_pem,
          existing?.certificateSealed ?? null,
        ),
        privateKeySealed: seal(
          'private_key',
          body.private_key_pem,
          existing?.privateKeySealed ?? null,
        ),
        // Kept across edits: the PSP already notifies the URL it was given.
        webhookSecretSealed:
          existing?.webhookSecretSealed ??
          box.seal(newWebhookPath(companyId, bankAccountId), context(where, 'webhook_secret')),
        fineBasisPoints: body.fine_basis_points ?? existing?.fineBasisPoints ?? null,
        interestBasisPointsMonth:
          body.interest_basis_points_month ?? existing?.interestBasisPointsMonth ?? null,
      });
      const answer = toSettings(row);
      if (account.pixKey) {
        // Registering the webhook is the PSP's half of the setup; when it fails the settings stay
        // saved and the answer's webhook_url is what to register by hand.
        try {
          await createPspClient(credentials(row)).putWebhook(account.pixKey, answer.webhook_url);
        } catch (error) {
          log.warn({ err: error, companyId, bankAccountId }, 'PSP webhook registration failed');
        }
      }
      return { settings: answer, created };
    },

    async remove(companyId, bankAccountId) {
      await accountOrThrow(companyId, bankAccountId);
      if (!(await settings.remove(companyId, bankAccountId))) {
        throw notFound(PSP_MESSAGES.notConfigured);
      }
    },

    async client(companyId, bankAccountId) {
      const row = await settings.find(companyId, bankAccountId);
      return row ? clientOf(row) : null;
    },

    clientOf,

    async webhookAccount(secretPath) {
      const named = accountOfWebhookPath(secretPath);
      if (!named) return null;
      const row = await settings.find(named.companyId, named.bankAccountId);
      if (!row) return null;
      const stored = open(row, 'webhook_secret', row.webhookSecretSealed) ?? '';
      return sameWebhookPath(secretPath, stored) ? named : null;
    },
  };
}
