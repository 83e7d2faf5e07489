import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { buildBrCode } from '../pix/br-code';
import {
  centsToValor,
  cobRequestSchema,
  cobvRequestSchema,
  txidSchema,
  valorSchema,
  valorToCents,
} from '../psp/api-pix-types';
import type { Devolucao, Pix } from '../psp/api-pix-types';
import { endToEndId } from './end-to-end-id';
import { brl, simulatorPage } from './simulator-page';
import { cobAnswer, createSimulatorStore, withDevolucao } from './simulator-store';
import type { CobKind, SimulatorStore, StoredCob } from './simulator-store';

// A PSP of BACEN's API Pix, in memory, for local work and tests: OAuth client credentials, /cob and
// /cobv, /webhook, /pix and devolução, with the standard's shapes and RFC 7807 problems. What a
// real PSP adds and this does not prove: mTLS, a real ISPB and SPI settlement, webhook retries,
// clock skew, rate limits. `POST /simulador/pagar/{txid}` (not in the standard) stands for a payer,
// and `GET /simulador/` lists the charges with a button that does it.

export interface PspSimulatorOptions {
  clientId: string;
  clientSecret: string;
  /** The payer's PSP in each endToEndId (8 digits); the default is a made-up one. */
  ispb?: string;
  /** The host the locations name (the BR Code carries it without the scheme). */
  locationHost?: string;
}

export interface PspSimulator extends FastifyInstance {
  store: SimulatorStore;
}

const TOKEN_SECONDS = 3_600;
const problemType = (name: string) => `https://pix.bcb.gov.br/api/v2/error/${name}`;

function problem(reply: FastifyReply, status: number, name: string, detail: string) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({ type: problemType(name), title: name, status, detail });
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function buildPspSimulator(options: PspSimulatorOptions): PspSimulator {
  const app = Fastify({ logger: false }) as unknown as PspSimulator;
  const store = createSimulatorStore();
  const ispb = options.ispb ?? '99999008';
  const locationHost = options.locationHost ?? 'psp-simulador.fluxo.dev';
  app.decorate('store', store);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post('/oauth/token', async (request, reply) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [id = '', secret = ''] = Buffer.from(encoded ?? '', 'base64')
      .toString()
      .split(':');
    const grant = (request.body as Record<string, string> | undefined)?.grant_type;
    const valid =
      scheme === 'Basic' &&
      sameText(id, options.clientId) &&
      sameText(secret, options.clientSecret);
    if (!valid) return reply.code(401).send({ error: 'invalid_client' });
    if (grant !== 'client_credentials')
      return reply.code(400).send({ error: 'unsupported_grant_type' });
    const token = randomBytes(24).toString('base64url');
    store.tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: TOKEN_SECONDS,
      scope: 'cob.write',
    };
  });

  // Every API Pix route needs a live token; the simulator's own routes stand for the outside world.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/' || /^\/(oauth|simulador)\//.test(request.url)) return;
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expires = token ? store.tokens.get(token) : undefined;
    if (!expires || expires < Date.now()) {
      return problem(reply, 401, 'AcessoNegado', 'Token de acesso ausente ou expirado.');
    }
  });

  const txidParams = z.object({ txid: txidSchema });

  function putCob(kind: CobKind) {
    const schema = kind === 'cob' ? cobRequestSchema : cobvRequestSchema;
    return async (request: { params: unknown; body: unknown }, reply: FastifyReply) => {
      const params = txidParams.safeParse(request.params);
      if (!params.success) return problem(reply, 400, 'CobOperacaoInvalida', 'O txid é inválido.');
      const body = schema.safeParse(request.body);
      if (!body.success) {
        return problem(
          reply,
          400,
          'CobOperacaoInvalida',
          `A cobrança não respeita o schema: ${body.error.issues[0]?.path.join('.')}.`,
        );
      }
      const existing = store.cobs.get(params.data.txid);
      if (existing) {
        // The same request again (a retry after a timeout) answers the same charge.
        if (JSON.stringify(existing.request) === JSON.stringify(body.data)) {
          return reply.code(201).send(cobAnswer(existing));
        }
        return problem(reply, 400, 'CobOperacaoInvalida', 'O campo cob.txid encontra-se em uso.');
      }
      const location = `${locationHost}/qr/v2/${kind === 'cobv' ? 'cobv/' : ''}${randomUUID()}`;
      const cob: StoredCob = {
        kind,
        txid: params.data.txid,
        revisao: 0,
        status: 'ATIVA',
        criacao: new Date().toISOString(),
        location,
        pixCopiaECola: buildBrCode({
          kind: 'dynamic',
          location,
          merchantName: 'PSP Simulador',
          merchantCity: 'Sao Paulo',
        }),
        request: body.data,
        pix: [],
      };
      store.cobs.set(cob.txid, cob);
      return reply.code(201).send(cobAnswer(cob));
    };
  }

  function findCob(kind: CobKind, txid: string) {
    const cob = store.cobs.get(txid);
    return cob?.kind === kind ? cob : undefined;
  }

  for (const kind of ['cob', 'cobv'] as const) {
    app.put(`/${kind}/:txid`, putCob(kind));
    app.get(`/${kind}/:txid`, async (request, reply) => {
      const cob = findCob(kind, (request.params as { txid: string }).txid);
      if (!cob) return problem(reply, 404, 'CobNaoEncontrado', 'Cobrança não encontrada.');
      return cobAnswer(cob);
    });
    app.patch(`/${kind}/:txid`, async (request, reply) => {
      const cob = findCob(kind, (request.params as { txid: string }).txid);
      if (!cob) return problem(reply, 404, 'CobNaoEncontrado', 'Cobrança não encontrada.');
      const status = (request.body as { status?: unknown } | undefined)?.status;
      if (status !== 'REMOVIDA_PELO_USUARIO_RECEBEDOR' || cob.status !== 'ATIVA') {
        return problem(
          reply,
          400,
          'CobOperacaoInvalida',
          'Só uma cobrança ATIVA pode ser removida.',
        );
      }
      cob.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
      cob.revisao += 1;
      return cobAnswer(cob);
    });
  }

  app.put('/webhook/:chave', async (request, reply) => {
    const body = z.object({ webhookUrl: z.url() }).safeParse(request.body);
    if (!body.success)
      return problem(reply, 400, 'WebhookOperacaoInvalida', 'webhookUrl inválida.');
    const { chave } = request.params as { chave: string };
    store.webhooks.set(chave, {
      webhookUrl: body.data.webhookUrl,
      criacao: new Date().toISOString(),
    });
    return reply.code(204).send();
  });

  app.get('/webhook/:chave', async (request, reply) => {
    const { chave } = request.params as { chave: string };
    const webhook = store.webhooks.get(chave);
    if (!webhook) return problem(reply, 404, 'WebhookNaoEncontrado', 'Webhook não encontrado.');
    return { chave, ...webhook };
  });

  app.get('/pix/:e2eid', async (request, reply) => {
    const pix = store.pix.get((request.params as { e2eid: string }).e2eid);
    if (!pix) return problem(reply, 404, 'PixNaoEncontrado', 'Pix não encontrado.');
    return pix;
  });

  /** POSTs `{ pix: [...] }` to the key's webhook, once; answers the status (0: none or down). */
  async function notify(pix: Pix): Promise<number> {
    const webhook = pix.chave ? store.webhooks.get(pix.chave) : undefined;
    if (!webhook) return 0;
    try {
      const response = await fetch(`${webhook.webhookUrl}/pix`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pix: [pix] }),
        signal: AbortSignal.timeout(10_000),
      });
      return response.status;
    } catch {
      return 0;
    }
  }

  app.put('/pix/:e2eid/devolucao/:id', async (request, reply) => {
    const { e2eid, id } = request.params as { e2eid: string; id: string };
    const body = z.object({ valor: valorSchema }).safeParse(request.body);
    const pix = store.pix.get(e2eid);
    if (!pix) return problem(reply, 404, 'PixNaoEncontrado', 'Pix não encontrado.');
    if (!body.success) return problem(reply, 400, 'DevolucaoOperacaoInvalida', 'valor inválido.');
    const previous = pix.devolucoes?.find((d) => d.id === id);
    if (previous) {
      if (previous.valor === body.data.valor) return reply.code(201).send(previous);
      return problem(
        reply,
        409,
        'DevolucaoIdJaUtilizado',
        'Este id de devolução já foi usado com outro valor.',
      );
    }
    const returned = (pix.devolucoes ?? []).reduce((sum, d) => sum + valorToCents(d.valor), 0);
    if (returned + valorToCents(body.data.valor) > valorToCents(pix.valor)) {
      return problem(
        reply,
        400,
        'DevolucaoOperacaoInvalida',
        'A soma das devoluções ultrapassa o valor do Pix.',
      );
    }
    const now = new Date().toISOString();
    // Settled at once: the simulator has no SPI to wait for.
    const devolucao: Devolucao = {
      id,
      rtrId: `D${ispb}${now.replace(/\D/g, '').slice(0, 12)}${randomBytes(6).toString('hex').slice(0, 11)}`,
      valor: body.data.valor,
      horario: { solicitacao: now, liquidacao: now },
      status: 'DEVOLVIDO',
      natureza: 'ORIGINAL',
    };
    const updated = withDevolucao(pix, devolucao);
    store.pix.set(e2eid, updated);
    await notify(updated);
    return reply.code(201).send(devolucao);
  });

  app.post('/simulador/pagar/:txid', async (request, reply) => {
    const { txid } = request.params as { txid: string };
    const body = z
      .object({
        valor: valorSchema.optional(),
        horario: z.iso.datetime({ offset: true }).optional(),
      })
      .safeParse(request.body ?? {});
    const cob = store.cobs.get(txid);
    if (!cob) return problem(reply, 404, 'CobNaoEncontrado', 'Cobrança não encontrada.');
    if (!body.success)
      return problem(reply, 400, 'RequisicaoInvalida', 'valor ou horario inválido.');
    if (cob.status !== 'ATIVA')
      return problem(reply, 400, 'CobOperacaoInvalida', 'A cobrança não está ATIVA.');
    const at = body.data.horario ? new Date(body.data.horario) : new Date();
    const original = valorToCents(cob.request.valor.original);
    const paid = body.data.valor ? valorToCents(body.data.valor) : original;
    const pix: Pix = {
      endToEndId: endToEndId(ispb, at),
      txid,
      valor: centsToValor(paid),
      // Paid above the original on a /cobv is late: the difference is juros. On a /cob it is
      // just what the payer sent (a PSP that allows changing the amount lets that happen).
      componentesValor:
        cob.kind === 'cobv' && paid > original
          ? {
              original: { valor: centsToValor(original) },
              juros: { valor: centsToValor(paid - original) },
            }
          : { original: { valor: centsToValor(paid) } },
      chave: cob.request.chave,
      horario: at.toISOString(),
      infoPagador: 'Pago pelo simulador',
    };
    store.pix.set(pix.endToEndId, pix);
    cob.pix.push(pix);
    cob.status = 'CONCLUIDA';
    const webhookStatus = await notify(pix);
    // The page's button (a form): back to the page, saying what happened.
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      const notice =
        webhookStatus === 0
          ? `Pix de ${brl(pix.valor)} pago, mas nenhum webhook respondeu: a conta está ligada a este PSP no Fluxo?`
          : `Pix de ${brl(pix.valor)} pago (txid ${txid}); o webhook do Fluxo respondeu ${webhookStatus}.`;
      return reply.redirect(`/simulador/?aviso=${encodeURIComponent(notice)}`, 303);
    }
    return { pix, webhookStatus };
  });

  app.get('/', async (_request, reply) => reply.redirect('/simulador/', 302));
  app.get('/simulador/', async (request, reply) => {
    const notice = (request.query as { aviso?: unknown }).aviso;
    return reply
      .type('text/html; charset=utf-8')
      .send(simulatorPage(store, typeof notice === 'string' ? notice.slice(0, 300) : undefined));
  });

  return app;
}
