import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

const GOOGLE_ACCOUNTS = 'https://accounts.google.com';

/**
 * The README's override (`?remote:insights=http://localhost:3002/mf-manifest.json`) lets a
 * developer run one remote's dev server inside the deployed host, and the host accepts only
 * loopback URLs for it. Those origins must be able to serve scripts (and the dev server's
 * websocket) here, or the override would be dead. They reach only the developer's own machine.
 * `[::1]` cannot be written in a CSP source expression, so only the two names are allowed.
 */
const LOOPBACK = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'ws://localhost:*',
  'ws://127.0.0.1:*',
];

/**
 * The origins of the remotes the served `remotes.json` points at. Relative URLs (how `npm start`
 * serves them) are this origin, already 'self'. Read once at start: a remote redeployed at the
 * same origin needs nothing, one moved to a new origin needs a restart.
 */
export function remoteOrigins(webRoot: string | undefined): string[] {
  if (!webRoot) return [];
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(path.join(webRoot, 'host', 'dist', 'remotes.json'), 'utf8'));
  } catch {
    // Not built yet: nothing but 'self' to allow.
    return [];
  }
  if (typeof config !== 'object' || config === null) return [];
  const origins = new Set<string>();
  for (const url of Object.values(config)) {
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

export interface SecurityHeadersOptions {
  webRoot: string | undefined;
  /** Google sign-in loads its script and frame from accounts.google.com only when configured. */
  googleClientId: string | undefined;
}

function contentSecurityPolicy({ webRoot, googleClientId }: SecurityHeadersOptions) {
  const google = googleClientId ? [GOOGLE_ACCOUNTS] : [];
  const remotes = remoteOrigins(webRoot);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      // No 'unsafe-inline' and no 'unsafe-eval': every script is a file from a known origin.
      scriptSrc: ["'self'", ...remotes, ...LOOPBACK, ...google],
      scriptSrcAttr: ["'none'"],
      connectSrc: ["'self'", ...remotes, ...LOOPBACK, ...google],
      // Emotion (Chakra) writes <style> elements at run time and Chakra sets style attributes.
      styleSrc: ["'self'", "'unsafe-inline'", ...google],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      frameSrc: google.length > 0 ? google : ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  };
}

/**
 * Security headers on every response (pages, files, API, errors): the CSP above,
 * X-Frame-Options DENY, nosniff, a strict Referrer-Policy, and HSTS on HTTPS only.
 */
export default fp(
  async function securityHeaders(app, options: SecurityHeadersOptions) {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: contentSecurityPolicy(options),
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      // A remote may be loaded by a host on another origin (a remote team's independent deploy).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Google's sign-in popup must be able to answer the page that opened it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    // HSTS means nothing over plain HTTP (browsers ignore it there) and `npm start` serves plain
    // HTTP: send it only when the request came over HTTPS, directly or through a trusted proxy's
    // X-Forwarded-Proto (TRUST_PROXY).
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol !== 'https') reply.removeHeader('strict-transport-security');
    });
  },
  { name: 'security-headers' },
);
