import type { z } from 'zod';
import { PSP_MESSAGES } from 'shared/contracts';
import { conflict, serviceUnavailable } from '../../../errors';
import {
  cobResponseSchema,
  devolucaoSchema,
  pixSchema,
  problemSchema,
  tokenResponseSchema,
} from './api-pix-types';
import type { CobRequest, CobResponse, CobvRequest, Devolucao, Pix } from './api-pix-types';
import { PspTimeoutError, pspAgent, pspRequest } from './psp-http';
import type { PspHttpRequest } from './psp-http';

// A small client of BACEN's API Pix for one bank account's PSP: the operations Fluxo uses, an
// OAuth 2.0 client-credentials token kept until shortly before it expires, and the PSP's
// RFC 7807 problems turned into messages a person can act on.

export interface PspCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  certificatePem: string | null;
  privateKeyPem: string | null;
}

export interface PspClient {
  putCob(txid: string, body: CobRequest): Promise<CobResponse>;
  putCobv(txid: string, body: CobvRequest): Promise<CobResponse>;
  /** Cancels a charge: `PATCH` with status REMOVIDA_PELO_USUARIO_RECEBEDOR. */
  removeCob(kind: 'cob' | 'cobv', txid: string): Promise<CobResponse>;
  getPix(endToEndId: string): Promise<Pix>;
  putDevolucao(endToEndId: string, id: string, valor: string): Promise<Devolucao>;
  putWebhook(chave: string, webhookUrl: string): Promise<void>;
}

const TIMEOUT_MS = 10_000;
/** The token is renewed this long before the PSP says it expires: clocks and queues differ. */
const EXPIRY_MARGIN_MS = 30_000;
/** PSPs that leave out `expires_in` get the usual hour's lifetime, less the margin. */
const DEFAULT_TOKEN_SECONDS = 3_600;

export function createPspClient(
  credentials: PspCredentials,
  options: { now?: () => number; timeoutMs?: number } = {},
): PspClient {
  const { now = Date.now, timeoutMs = TIMEOUT_MS } = options;
  const base = credentials.baseUrl.replace(/\/+$/, '');
  const agent = pspAgent(base, {
    cert: credentials.certificatePem ?? undefined,
    key: credentials.privateKeyPem ?? undefined,
  });
  let token: { value: string; expiresAt: number } | null = null;

  async function exchange(request: Omit<PspHttpRequest, 'agent' | 'timeoutMs'>) {
    try {
      return await pspRequest({ ...request, agent, timeoutMs });
    } catch (error) {
      if (error instanceof PspTimeoutError) throw serviceUnavailable(PSP_MESSAGES.timeout);
      throw serviceUnavailable(PSP_MESSAGES.unreachable);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString(
      'base64',
    );
    const response = await exchange({
      method: 'POST',
      // The standard leaves the token's path to each PSP; /oauth/token is the common one.
      url: `${base}/oauth/token`,
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (response.status === 401 || response.status === 403) {
      throw conflict(PSP_MESSAGES.unauthorized);
    }
    const parsed = parseJson(tokenResponseSchema, response.body);
    if (response.status !== 200 || !parsed) throw refused(response.status, response.body);
    const lifetimeMs = (parsed.expires_in ?? DEFAULT_TOKEN_SECONDS) * 1000;
    token = { value: parsed.access_token, expiresAt: now() + lifetimeMs - EXPIRY_MARGIN_MS };
    return token.value;
  }

  async function call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'PUT' | 'PATCH',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const send = async () =>
      exchange({
        method,
        url: `${base}${path}`,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    let response = await send();
    if (response.status === 401) {
      // Revoked before its time (a PSP restart, a rotated secret): one fresh token, once.
      token = null;
      response = await send();
    }
    if (response.status < 200 || response.status > 299)
      throw refused(response.status, response.body);
    const parsed = parseJson(schema, response.body);
    if (parsed === null) throw conflict(PSP_MESSAGES.refused('resposta fora do padrão'));
    return parsed;
  }

  const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;
  return {
    putCob: (txid, body) => call(cobResponseSchema, 'PUT', path('cob', txid), body),
    putCobv: (txid, body) => call(cobResponseSchema, 'PUT', path('cobv', txid), body),
    removeCob: (kind, txid) =>
      call(cobResponseSchema, 'PATCH', path(kind, txid), {
        status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR',
      }),
    getPix: (endToEndId) => call(pixSchema, 'GET', path('pix', endToEndId)),
    putDevolucao: (endToEndId, id, valor) =>
      call(devolucaoSchema, 'PUT', path('pix', endToEndId, 'devolucao', id), { valor }),
    async putWebhook(chave, webhookUrl) {
      await call(problemSchema, 'PUT', path('webhook', chave), { webhookUrl });
    },
  };
}

function parseJson<T>(schema: z.ZodType<T>, text: string): T | null {
  try {
    const result = schema.safeParse(text === '' ? {} : JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The PSP's RFC 7807 problem, worded for a person: its detail or title, and what it violated.
 * 409, since the PSP (not Fluxo) refused: a 5xx would hide the reason behind "erro interno".
 */
function refused(status: number, body: string): Error {
  if (status === 401 || status === 403) return conflict(PSP_MESSAGES.unauthorized);
  if (status >= 500) return serviceUnavailable(PSP_MESSAGES.unreachable);
  const problem = parseJson(problemSchema, body);
  const violations = (problem?.violacoes ?? [])
    .map((v) => [v.propriedade, v.razao].filter(Boolean).join(': '))
    .filter(Boolean);
  const detail = [problem?.detail ?? problem?.title ?? `HTTP ${status}`, ...violations].join('; ');
  return conflict(PSP_MESSAGES.refused(detail));
}
