import path from 'node:path';
import { z } from 'zod';
import packageJson from '../package.json' with { type: 'json' };
import { repoRoot } from './paths';

/**
 * Only for local work: tokens signed with it are worthless anywhere else, and the API refuses to
 * start with it when NODE_ENV=production.
 */
export const DEV_JWT_SECRET = 'fluxo-dev-secret-do-not-use-in-production-0123456789';

/**
 * Only for local work: the key that encrypts the PSP's credentials at rest. Refused when
 * NODE_ENV=production, where PSP_SECRETS_KEY is set or, until it is, a key is derived from the
 * JWT secret (itself required there) so that deploy/ keeps starting.
 */
export const DEV_PSP_SECRETS_KEY = 'fluxo-dev-psp-secrets-key-do-not-use-in-production-01';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const rateLimit = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const milliseconds = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** Hours of the day in São Paulo, both included: `8-20`. */
const hourRange = (fallback: { from: number; to: number }) =>
  z
    .string()
    .regex(/^\d{1,2}-\d{1,2}$/, 'expected two hours, from-to, such as 8-20')
    .transform((value) => {
      const [from = fallback.from, to = fallback.to] = value.split('-').map(Number);
      return { from, to };
    })
    .refine(({ from, to }) => from <= to && to <= 23, 'expected 0 ≤ from ≤ to ≤ 23')
    .default(fallback);

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
  .describe('PostgreSQL connection string');

/**
 * Bounds on every PostgreSQL connection (0: none), so that a slow or stuck database answers a
 * clear 503 long before nginx gives up on the instance (deploy/nginx-conf.mjs, proxy_read_timeout
 * 60 s): a statement 15 s, a wait for a row or table lock 5 s, a transaction left idle 30 s, and a
 * COMMIT waiting for the synchronous standby 10 s (db/bounded-client.ts). The worst single
 * statement, 15 s of work then 10 s of commit, stays well under nginx's minute.
 */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
  commitMs: number;
  /**
   * How long a pooled connection may sit unused before the pool closes it (0: never). A new
   * connection starts cold: it connects, and takes a page fault on its first touch of each shared
   * buffer. At 1M movements the DRE by caixa for "energia" took 248–343 ms on a new connection and
   * 75–96 ms on a kept one (api/README.md, "Bounds on the database"), so the 30 s before made the
   * first report after a pause three times slower. Ten minutes, as HikariCP's default idle
   * timeout, and under HAProxy's 30 min on idle sessions (deploy/pg-cluster-conf.mjs).
   */
  idleConnectionMs: number;
  /**
   * How long a connection may be silent before TCP probes its peer (0: off). A pooled connection
   * now lives 10 minutes unused, longer than many networks keep an idle flow: a NAT or a cloud
   * load balancer (AWS's NLB after 350 s) forgets it without a word, and the next query on it
   * waits for TCP to give up. A probe each minute of silence keeps the flow known, and one that
   * goes unanswered closes the connection while it is idle, so the pool replaces it.
   */
  keepAliveMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  statementMs: 15_000,
  lockMs: 5_000,
  idleInTransactionMs: 30_000,
  commitMs: 10_000,
  idleConnectionMs: 600_000,
  keepAliveMs: 60_000,
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3333),
    LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
    DATABASE_URL: postgresUrl.optional(),
    DATABASE_READ_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.statementMs),
    DATABASE_LOCK_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.lockMs),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(
      DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs,
    ),
    DATABASE_COMMIT_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.commitMs),
    DATABASE_IDLE_CONNECTION_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.idleConnectionMs),
    // Whole seconds to the kernel (Node rounds down), and 0 s is refused there, which would leave
    // the system's two hours: below a second is a mistake, not a shorter probe.
    DATABASE_TCP_KEEPALIVE_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.keepAliveMs).refine(
      (value) => value === 0 || value >= 1_000,
      'must be 0 (off) or at least 1000 (TCP keepalive counts in whole seconds)',
    ),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(604_800)
      .default(8 * 60 * 60),
    SEED_DEMO: booleanFlag.optional(),
    WEB_ROOT: z.string().min(1).optional(),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    SIGN_IN_RATE_LIMIT: rateLimit(10),
    SIGN_UP_CODE_RATE_LIMIT: rateLimit(5),
    VERIFY_CODE_RATE_LIMIT: rateLimit(20),
    RESET_PASSWORD_RATE_LIMIT: rateLimit(5),
    EMAIL_IP_RATE_LIMIT: rateLimit(30),
    TRUST_PROXY: booleanFlag.default(false),
    JOBS: booleanFlag.optional(),
    REMINDER_HOURS: hourRange({ from: 8, to: 20 }),
    DIGEST_HOURS: hourRange({ from: 7, to: 9 }),
    APP_PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
      .default('http://localhost:3000'),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Fluxo <nao-responda@fluxo.dev>'),
    OUTBOX_DIR: z.string().min(1).optional(),
    FILES_DIR: z.string().min(1).optional(),
    PSP_SECRETS_KEY: z.string().min(32, 'must be at least 32 characters long').optional(),
    PSP_ALLOW_LOOPBACK_HTTP: booleanFlag.optional(),
    API_PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
      .optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z
      .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
      .default('https://www.googleapis.com/oauth2/v3/certs'),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_READ_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'needs DATABASE_URL (a replica of the embedded database does not exist)',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.JWT_SECRET === undefined || env.JWT_SECRET === DEV_JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message:
          'is required when NODE_ENV=production (a random string of at least 32 characters); the development default is refused',
      });
    }
    if (env.PSP_SECRETS_KEY === DEV_PSP_SECRETS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PSP_SECRETS_KEY'],
        message: 'the development default is refused when NODE_ENV=production',
      });
    }
  });

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  /** `readUrl`: a streaming replica that dashboards and lists read from (deploy/). */
  | { kind: 'postgres'; url: string; readUrl?: string };

export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  logLevel: (typeof LOG_LEVELS)[number];
  database: DatabaseConfig;
  /** PostgreSQL only: PGlite is one connection inside the process. */
  databaseTimeouts: DatabaseTimeouts;
  jwt: { secret: string; ttlSeconds: number };
  seedDemo: boolean;
  webRoot: string | undefined;
  redisUrl: string | undefined;
  rateLimit: {
    /** Per minute and client address: sign-in, Google sign-in, sign-up and reset confirmation. */
    signInMax: number;
    /** Per 15 minutes and e-mail address. */
    signUpCodeMax: number;
    /** Per 15 minutes and client address, on top of the 5 attempts each code allows. */
    verifyCodeMax: number;
    /** Per 15 minutes and e-mail address. */
    resetPasswordMax: number;
    /** Per 15 minutes and client address, for code requests and for reset requests each. */
    emailPerAddressMax: number;
  };
  /** Where the e-mailed links point: the host's origin (`/reset/:token`). */
  appPublicUrl: string;
  mail: {
    from: string;
    /** SMTP when set; otherwise every message is a JSON file in `outboxDir`. */
    smtpUrl: string | undefined;
    outboxDir: string;
  };
  google: { clientId: string | undefined; jwksUrl: string };
  psp: {
    /** Encrypts the PSP's client secret, certificate, key and webhook path (AES-256-GCM). */
    secretsKey: string;
    /** Where the PSP reaches the API: the webhook URL it is given starts with it. */
    apiPublicUrl: string;
    /**
     * A PSP on this machine over plain http (the simulator of `npm start`, a local TLS proxy).
     * Off unless asked: a company's owner must not point the API at the host's own services.
     */
    allowLoopbackHttp: boolean;
  };
  /** Uploaded files (comprovantes), by content hash; API instances share it. */
  filesDir: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * Whether this process works the job queue (reminders…). Every API instance may: the queue
   * hands each job to one of them. Off in tests, which run jobs themselves.
   */
  jobs: boolean;
  /**
   * The hours (America/Sao_Paulo, both included) in which reminders are planned and sent: a
   * client is written to in the working day, not at night.
   */
  reminderHours: { from: number; to: number };
  /**
   * The hours (America/Sao_Paulo, both included) in which the daily digest is planned and sent:
   * the first tick sends it, the later ones catch up an API that was down.
   */
  digestHours: { from: number; to: number };
  version: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function pspSecretsKey(e: z.infer<typeof envSchema>): string {
  if (e.PSP_SECRETS_KEY) return e.PSP_SECRETS_KEY;
  // Production always has a JWT secret of its own; the label keeps the two keys apart.
  if (e.NODE_ENV === 'production' && e.JWT_SECRET) return `psp-secrets:${e.JWT_SECRET}`;
  return DEV_PSP_SECRETS_KEY;
}

/** Reads and validates the environment. Throws ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=` in a .env file) means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    // Values are left out on purpose: they may be secrets.
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const defaultDataDir = path.join(repoRoot, '.data', 'pglite');
  const dataDir = path.resolve(e.DATA_DIR ?? defaultDataDir);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          ...(e.DATABASE_READ_URL ? { readUrl: e.DATABASE_READ_URL } : {}),
        }
      : { kind: 'pglite', dataDir },
    databaseTimeouts: {
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: e.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      commitMs: e.DATABASE_COMMIT_TIMEOUT_MS,
      idleConnectionMs: e.DATABASE_IDLE_CONNECTION_TIMEOUT_MS,
      keepAliveMs: e.DATABASE_TCP_KEEPALIVE_MS,
    },
    jwt: { secret: e.JWT_SECRET ?? DEV_JWT_SECRET, ttlSeconds: e.JWT_TTL_SECONDS },
    // The demo login is a known password: only on by default outside production.
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    webRoot: e.WEB_ROOT === undefined ? undefined : path.resolve(e.WEB_ROOT),
    redisUrl: e.REDIS_URL,
    rateLimit: {
      signInMax: e.SIGN_IN_RATE_LIMIT,
      signUpCodeMax: e.SIGN_UP_CODE_RATE_LIMIT,
      verifyCodeMax: e.VERIFY_CODE_RATE_LIMIT,
      resetPasswordMax: e.RESET_PASSWORD_RATE_LIMIT,
      emailPerAddressMax: e.EMAIL_IP_RATE_LIMIT,
    },
    appPublicUrl: e.APP_PUBLIC_URL.replace(/\/+$/, ''),
    mail: {
      from: e.MAIL_FROM,
      smtpUrl: e.SMTP_URL,
      // Beside the PGlite data folder (<repo>/.data/outbox by default), even on PostgreSQL.
      outboxDir: path.resolve(e.OUTBOX_DIR ?? path.join(path.dirname(dataDir), 'outbox')),
    },
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    psp: {
      secretsKey: pspSecretsKey(e),
      allowLoopbackHttp: e.PSP_ALLOW_LOOPBACK_HTTP ?? false,
      apiPublicUrl: (e.API_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    },
    // Beside the PGlite data folder too: the database keeps the metadata, the disk the bytes.
    filesDir: path.resolve(e.FILES_DIR ?? path.join(path.dirname(dataDir), 'files')),
    trustProxy: e.TRUST_PROXY,
    jobs: e.JOBS ?? e.NODE_ENV !== 'test',
    reminderHours: e.REMINDER_HOURS,
    digestHours: e.DIGEST_HOURS,
    version: packageJson.version,
  };
}
