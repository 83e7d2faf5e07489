import { pino } from 'pino';
import type { Logger, LoggerOptions } from 'pino';
import type { Config } from './config';

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'new_password',
  'access_token',
  'token',
  'verification_token',
  'credentials',
  '*.password',
  '*.new_password',
  '*.password_hash',
  '*.passwordHash',
  '*.access_token',
  '*.token',
  '*.verification_token',
  '*.credentials',
  '*.code_hash',
  '*.codeHash',
  '*.token_hash',
  '*.tokenHash',
  '*.verificationTokenHash',
  '*.secret',
];

export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}

/**
 * JSON lines on stdout; readable colours only for a person at a terminal in development
 * (pino-pretty is a dev dependency and is never loaded in production).
 */
export async function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Promise<Logger> {
  if (config.env !== 'production' && process.stdout.isTTY) {
    const { default: pretty } = await import('pino-pretty');
    return pino(
      loggerOptions(config),
      pretty({ translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' }),
    );
  }
  return pino(loggerOptions(config));
}
