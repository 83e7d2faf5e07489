import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  ConfigError,
  DEFAULT_DATABASE_TIMEOUTS,
  DEV_JWT_SECRET,
  DEV_PSP_SECRETS_KEY,
  loadConfig,
} from '../../src/config';
import { repoRoot } from '../../src/paths';

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.problems;
  }
  assert.fail('expected a ConfigError');
}

describe('loadConfig', () => {
  test('should work with nothing set, for local development', () => {
    const config = loadConfig({});
    assert.equal(config.env, 'development');
    assert.equal(config.port, 3333);
    assert.deepEqual(config.database, {
      kind: 'pglite',
      dataDir: path.join(repoRoot, '.data', 'pglite'),
    });
    assert.equal(config.jwt.secret, DEV_JWT_SECRET);
    assert.equal(config.jwt.ttlSeconds, 8 * 3600);
    assert.equal(config.seedDemo, true);
    assert.equal(config.webRoot, undefined);
    assert.equal(config.appPublicUrl, 'http://localhost:3000');
    assert.deepEqual(config.mail, {
      from: 'Fluxo <nao-responda@fluxo.dev>',
      smtpUrl: undefined,
      outboxDir: path.join(repoRoot, '.data', 'outbox'),
    });
    assert.deepEqual(config.google, {
      clientId: undefined,
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    assert.deepEqual(config.rateLimit, {
      signInMax: 10,
      signUpCodeMax: 5,
      verifyCodeMax: 20,
      resetPasswordMax: 5,
      emailPerAddressMax: 30,
    });
  });

  test('should keep the outbox beside DATA_DIR unless OUTBOX_DIR says otherwise', () => {
    assert.equal(
      loadConfig({ DATA_DIR: '/srv/fluxo/pglite' }).mail.outboxDir,
      path.resolve('/srv/fluxo/outbox'),
    );
    assert.equal(
      loadConfig({ DATA_DIR: '/srv/fluxo/pglite', OUTBOX_DIR: '/var/mail/fluxo' }).mail.outboxDir,
      path.resolve('/var/mail/fluxo'),
    );
  });

  test('should read the e-mail, Google and rate-limit settings', () => {
    const config = loadConfig({
      APP_PUBLIC_URL: 'https://app.fluxo.com.br/',
      SMTP_URL: 'smtps://fluxo:segredo@smtp.example.com:465',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9999/certs',
      SIGN_UP_CODE_RATE_LIMIT: '3',
      VERIFY_CODE_RATE_LIMIT: '7',
      RESET_PASSWORD_RATE_LIMIT: '4',
      EMAIL_IP_RATE_LIMIT: '50',
    });
    assert.equal(config.appPublicUrl, 'https://app.fluxo.com.br', 'no trailing slash');
    assert.equal(config.mail.smtpUrl, 'smtps://fluxo:segredo@smtp.example.com:465');
    assert.equal(config.google.clientId, 'abc.apps.googleusercontent.com');
    assert.equal(config.google.jwksUrl, 'http://127.0.0.1:9999/certs');
    assert.equal(config.rateLimit.signUpCodeMax, 3);
    assert.equal(config.rateLimit.verifyCodeMax, 7);
    assert.equal(config.rateLimit.resetPasswordMax, 4);
    assert.equal(config.rateLimit.emailPerAddressMax, 50);
  });

  test('should refuse bad e-mail and Google settings without echoing them', () => {
    const found = problems({
      SMTP_URL: 'http://user:hunter2@mail.example.com',
      APP_PUBLIC_URL: 'ftp://app',
      GOOGLE_JWKS_URL: 'not a url',
      EMAIL_IP_RATE_LIMIT: '0',
    }).join('\n');
    for (const name of ['SMTP_URL', 'APP_PUBLIC_URL', 'GOOGLE_JWKS_URL', 'EMAIL_IP_RATE_LIMIT']) {
      assert.match(found, new RegExp(`^${name}: `, 'm'));
    }
    assert.doesNotMatch(found, /hunter2/);
  });

  test('should pick PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://fluxo:secret@db.internal:5432/fluxo';
    assert.deepEqual(loadConfig({ DATABASE_URL: url }).database, { kind: 'postgres', url });
  });

  test('should bound the database by default, and take each bound from the environment', () => {
    assert.deepEqual(loadConfig({}).databaseTimeouts, {
      statementMs: 15_000,
      lockMs: 5_000,
      idleInTransactionMs: 30_000,
      commitMs: 10_000,
      idleConnectionMs: 600_000,
      keepAliveMs: 60_000,
    });
    assert.deepEqual(DEFAULT_DATABASE_TIMEOUTS, loadConfig({}).databaseTimeouts);
    const config = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_LOCK_TIMEOUT_MS: '0',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      DATABASE_COMMIT_TIMEOUT_MS: '3000',
      DATABASE_IDLE_CONNECTION_TIMEOUT_MS: '0',
      DATABASE_TCP_KEEPALIVE_MS: '0',
    });
    assert.deepEqual(config.databaseTimeouts, {
      statementMs: 2_000,
      lockMs: 0,
      idleInTransactionMs: 60_000,
      commitMs: 3_000,
      idleConnectionMs: 0,
      keepAliveMs: 0,
    });
    const found = problems({
      DATABASE_STATEMENT_TIMEOUT_MS: '-1',
      DATABASE_COMMIT_TIMEOUT_MS: 'x',
      DATABASE_TCP_KEEPALIVE_MS: '500',
    });
    assert.equal(found.length, 3);
    assert.match(found.join('\n'), /DATABASE_TCP_KEEPALIVE_MS.*at least 1000/);
    const oneSecond = loadConfig({ DATABASE_TCP_KEEPALIVE_MS: '1000' });
    assert.equal(oneSecond.databaseTimeouts.keepAliveMs, 1_000);
  });

  test('should treat empty variables as unset', () => {
    assert.equal(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind, 'pglite');
  });

  test('should resolve DATA_DIR and WEB_ROOT to absolute paths', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/db', WEB_ROOT: '.' });
    assert.ok(config.database.kind === 'pglite' && path.isAbsolute(config.database.dataDir));
    assert.equal(config.webRoot, path.resolve('.'));
  });

  test('should list every invalid variable, in English, without echoing values', () => {
    const found = problems({
      PORT: 'abc',
      DATABASE_URL: 'mysql://root:hunter2@localhost/db',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'loud',
      SEED_DEMO: 'maybe',
    });
    const text = found.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL', 'SEED_DEMO']) {
      assert.match(text, new RegExp(`^${name}: `, 'm'));
    }
    assert.doesNotMatch(text, /hunter2|short|loud/);
    assert.match(text, /JWT_SECRET: must be at least 32 characters long/);
    assert.match(text, /DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ URL/);
  });

  test('should refuse production without a JWT secret, or with the development one', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET },
    ]) {
      const [problem] = problems(env);
      assert.match(problem ?? '', /^JWT_SECRET: is required when NODE_ENV=production/);
    }
  });

  test("should refuse the development key for the PSP's secrets in production", () => {
    const jwt = 'a-production-secret-of-at-least-32-characters';
    const [problem] = problems({
      NODE_ENV: 'production',
      JWT_SECRET: jwt,
      PSP_SECRETS_KEY: DEV_PSP_SECRETS_KEY,
    });
    assert.match(problem ?? '', /^PSP_SECRETS_KEY: the development default is refused/);
    assert.equal(loadConfig({}).psp.secretsKey, DEV_PSP_SECRETS_KEY);
    // Unset in production: a key of its own, derived from the (required) JWT secret.
    const derived = loadConfig({ NODE_ENV: 'production', JWT_SECRET: jwt }).psp.secretsKey;
    assert.notEqual(derived, DEV_PSP_SECRETS_KEY);
    assert.notEqual(derived, jwt);
    const own = 'a-psp-secrets-key-of-at-least-32-characters';
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: jwt, PSP_SECRETS_KEY: own });
    assert.equal(config.psp.secretsKey, own);
  });

  test('should not seed the demo login in production unless asked', () => {
    const secret = 'x'.repeat(40);
    assert.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).seedDemo, false);
    assert.equal(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, SEED_DEMO: 'true' }).seedDemo,
      true,
    );
  });

  test('should read PORT and JWT_TTL_SECONDS as numbers within bounds', () => {
    assert.equal(loadConfig({ PORT: '3000', JWT_TTL_SECONDS: '600' }).port, 3000);
    assert.match(problems({ PORT: '70000' }).join(), /PORT/);
    assert.match(problems({ JWT_TTL_SECONDS: '10' }).join(), /JWT_TTL_SECONDS/);
  });
});
