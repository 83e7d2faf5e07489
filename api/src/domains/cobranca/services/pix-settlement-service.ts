import { PIX_WEBHOOK_MESSAGES } from 'shared/contracts';
import type { PixWebhookAnswer, PixWebhookOutcome } from 'shared/contracts';
import { todayIso } from 'shared/format';
import type { FastifyBaseLogger } from 'fastify';
import { outsideRequestScope } from '../../../db/request-scope';
import { AppError, notFound } from '../../../errors';
import { valorToCents } from '../psp/api-pix-types';
import type { Pix, PixWebhookBody } from '../psp/api-pix-types';
import type {
  ClaimedPixNotification,
  NewPixNotification,
  PixNotificationsRepository,
} from '../repositories/pix-notifications-repository';
import type {
  PixSettlementRepository,
  ReceivedPix,
} from '../repositories/pix-settlement-repository';
import type { PspAccountClient, PspSettingsService } from './psp-settings-service';

// Settlement through the PSP's webhook (API Pix `POST {webhookUrl}/pix`), in two steps.
// 1. The webhook notes each notified Pix (one insert for a whole burst) and answers at once: a
//    PSP catching up sends a thousand notifications together, and one that waited on each
//    settlement timed out and sent them all again.
// 2. A drain settles what was noted, right after, and again every few seconds for what is due
//    (a PSP that was unreachable) or was left by an API that stopped. The notification is a hint,
//    not the proof: each Pix is read back from the PSP (`GET /pix/{e2eid}`) over the account's
//    authenticated client, and only what the PSP confirms is settled, once per endToEndId. So a
//    forged notification that got past the secret path still settles nothing it did not receive.

/** How many notifications a drain takes at a time, and settles a few at a time. */
const CLAIM_BATCH = 50;
const SETTLE_CONCURRENCY = 4;
/**
 * A drain that held a notification this long died with its process: another takes it. Well
 * above a claim's worst case (50 notifications, 4 at a time, each up to the PSP client's 10 s).
 */
const LEASE_SECONDS = 600;
/** Tries of a Pix the PSP would not confirm (unreachable), further apart each time: ~6 hours. */
export const SETTLE_ATTEMPTS = 10;
const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 30_000, 2 * 3_600_000);
/** A drain starts this long after the last notification, and no later than the max after the first. */
const KICK_QUIET_MS = 20;
const KICK_MAX_WAIT_MS = 500;
/** The quiet drain: what is due later, and what a stopped instance left. */
const SWEEP_MS = 10_000;
/**
 * The first sweep waits this long after `start`, as the job queue does (plugins/jobs.ts): at the
 * start it claimed and pruned before the first answer, on PGlite's one connection in front of it.
 */
const FIRST_SWEEP_MS = 1_000;
/** A path checked a moment ago is not decrypted again for each of a burst's notifications. */
const PATH_CACHE_MS = 30_000;
/** Notifications kept after being settled, to answer "what became of this Pix". */
export const NOTIFICATION_RETENTION_DAYS = 90;

export interface PixSettlementService {
  /**
   * Notes each notified Pix to be settled and answers `received`; 404 for a path that names no
   * account or carries the wrong secret.
   */
  receive(secretPath: string, body: PixWebhookBody): Promise<PixWebhookAnswer>;
  /** Settles every noted Pix that is due, until none is; how many it settled or gave up on. */
  drain(): Promise<number>;
  /** Drains on each notification, a second after the start, then every few seconds, till `stop`. */
  start(): void;
  /** Stops draining, waiting for the drain under way. */
  stop(): Promise<void>;
}

/** The principal, juros, multa and desconto of a Pix; all principal when the parts don't add up. */
function parts(pix: Pix) {
  const total = valorToCents(pix.valor);
  const of = (part?: { valor: string }) => (part ? valorToCents(part.valor) : 0);
  const c = pix.componentesValor;
  const interestCents = of(c?.juros);
  const fineCents = of(c?.multa);
  const discountCents = of(c?.desconto) + of(c?.abatimento);
  const principalCents = c?.original ? of(c.original) : total;
  if (principalCents + interestCents + fineCents - discountCents !== total) {
    return { principalCents: total, interestCents: 0, fineCents: 0, discountCents: 0 };
  }
  return { principalCents, interestCents, fineCents, discountCents };
}

type WebhookAccount = { companyId: string; bankAccountId: string };

/** A PSP's answer, or its absence: 'unreachable' is retried, the rest are settled as they are. */
type Confirmed = { pix: Pix } | { unconfirmed: true } | { unreachable: unknown };

export function createPixSettlementService(deps: {
  settlement: PixSettlementRepository;
  notifications: PixNotificationsRepository;
  psp: Pick<PspSettingsService, 'webhookAccount' | 'client'>;
  log: FastifyBaseLogger;
}): PixSettlementService {
  const { settlement, notifications, psp, log } = deps;

  // The promise is kept, so a burst's thousand requests that arrive before the first answer
  // wait for that one lookup instead of making a thousand.
  const paths = new Map<string, { account: Promise<WebhookAccount | null>; at: number }>();
  function accountOf(secretPath: string): Promise<WebhookAccount | null> {
    const known = paths.get(secretPath);
    if (known && Date.now() - known.at < PATH_CACHE_MS) return known.account;
    const account = psp.webhookAccount(secretPath);
    paths.set(secretPath, { account, at: Date.now() });
    // Only a path that names an account stays: a wrong one is looked up each time it comes.
    void account.then(
      (found) => (found ? undefined : paths.delete(secretPath)),
      () => paths.delete(secretPath),
    );
    return account;
  }

  // Group commit: the notifications of the requests that arrive together go in one insert, and
  // each request is answered once its own are written.
  let waiting: { rows: NewPixNotification[]; done: (error?: unknown) => void }[] = [];
  function note(rows: NewPixNotification[]): Promise<void> {
    return new Promise((resolve, reject) => {
      waiting.push({ rows, done: (error) => (error ? reject(error) : resolve()) });
      // The first request sets the batch off; it runs as none of them (outside its transaction).
      if (waiting.length === 1) setImmediate(() => outsideRequestScope(() => void flush()));
    });
  }
  async function flush() {
    const batch = waiting;
    waiting = [];
    try {
      await notifications.add(batch.flatMap((entry) => entry.rows));
      for (const entry of batch) entry.done();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.done(error);
        return;
      }
      // One request's row the database refuses (a body jsonb cannot hold, an account removed
      // meanwhile) must not fail the others, of any company: each is written on its own.
      await Promise.all(
        batch.map((entry) => notifications.add(entry.rows).then(() => entry.done(), entry.done)),
      );
    }
    kick();
  }

  async function confirm(client: PspAccountClient | null, endToEndId: string): Promise<Confirmed> {
    // An account unlinked from its PSP since: nothing can confirm the Pix any more.
    if (!client) return { unconfirmed: true };
    try {
      return { pix: await client.client.getPix(endToEndId) };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 409) return { unconfirmed: true };
      return { unreachable: error };
    }
  }

  /** Settles one confirmed Pix and its devoluções; what it came to. */
  async function settleConfirmed(companyId: string, bankAccountId: string, pix: Pix) {
    const txid = pix.txid && pix.txid !== '' ? pix.txid : null;
    const received: ReceivedPix | null = txid
      ? {
          endToEndId: pix.endToEndId,
          txid,
          receivedAt: new Date(pix.horario),
          paidOn: todayIso(new Date(pix.horario)),
          ...parts(pix),
        }
      : null;
    const settled = received
      ? await settlement.settle(companyId, bankAccountId, received)
      : ({ outcome: 'unknown_txid' } as const);
    let refunds = 0;
    for (const devolucao of pix.devolucoes ?? []) {
      if (devolucao.status !== 'DEVOLVIDO') continue;
      const cents = valorToCents(devolucao.valor);
      const refunded = await settlement.refund(companyId, pix.endToEndId, devolucao.id, cents);
      if (refunded === 'reversed') refunds += 1;
    }
    const message =
      settled.outcome === 'settled'
        ? PIX_WEBHOOK_MESSAGES.settled
        : settled.outcome === 'replay'
          ? PIX_WEBHOOK_MESSAGES.replay
          : settled.outcome === 'unknown_txid'
            ? PIX_WEBHOOK_MESSAGES.unknownTxid(txid)
            : PIX_WEBHOOK_MESSAGES.overOpen(txid ?? '', settled.openCents);
    if (settled.outcome === 'unknown_txid' || settled.outcome === 'over_open') {
      log.warn(
        { companyId, bankAccountId, endToEndId: pix.endToEndId, txid, outcome: settled.outcome },
        message,
      );
    }
    return { outcome: settled.outcome as PixWebhookOutcome, refundsApplied: refunds, message };
  }

  async function settleOne(
    notification: ClaimedPixNotification,
    clients: Map<string, Promise<PspAccountClient | null>>,
  ): Promise<boolean> {
    const { companyId, bankAccountId, endToEndId, attempts } = notification;
    const key = `${companyId}:${bankAccountId}`;
    let client = clients.get(key);
    if (!client) {
      client = psp.client(companyId, bankAccountId);
      clients.set(key, client);
    }
    const confirmed = await confirm(await client, endToEndId);
    if ('pix' in confirmed) {
      await notifications.finish(
        notification,
        await settleConfirmed(companyId, bankAccountId, confirmed.pix),
      );
      return true;
    }
    if ('unconfirmed' in confirmed) {
      log.warn({ companyId, bankAccountId, endToEndId }, 'Pix not confirmed by the PSP');
      await notifications.finish(notification, {
        outcome: 'not_confirmed',
        refundsApplied: 0,
        message: PIX_WEBHOOK_MESSAGES.notConfirmed,
      });
      return true;
    }
    log.warn({ err: confirmed.unreachable, companyId, endToEndId, attempts }, 'PSP unreachable');
    if (attempts >= SETTLE_ATTEMPTS) {
      log.error({ companyId, bankAccountId, endToEndId }, PIX_WEBHOOK_MESSAGES.gaveUp);
      await notifications.fail(notification, PIX_WEBHOOK_MESSAGES.gaveUp);
      return true;
    }
    const at = new Date(Date.now() + retryDelayMs(attempts));
    await notifications.retryLater(notification, at, PIX_WEBHOOK_MESSAGES.unreachable);
    return false;
  }

  let draining: Promise<number> | null = null;
  let again = false;
  let stopped = true;
  let stopRequested = false;
  let sweep: NodeJS.Timeout | undefined;
  let firstSweep: NodeJS.Timeout | undefined;

  async function drainAll(): Promise<number> {
    let done = 0;
    for (;;) {
      // A stopping API leaves the rest to the other instances, or to its next start.
      if (stopRequested) return done;
      again = false;
      const claimed = await notifications.claim(CLAIM_BATCH, LEASE_SECONDS);
      if (claimed.length === 0 && !again) return done;
      const clients = new Map<string, Promise<PspAccountClient | null>>();
      const pending = [...claimed];
      await Promise.all(
        Array.from({ length: SETTLE_CONCURRENCY }, async () => {
          for (let next = pending.shift(); next; next = pending.shift()) {
            try {
              if (await settleOne(next, clients)) done += 1;
            } catch (error) {
              // The database away mid-settlement, a lock held too long: tried again later like
              // an unreachable PSP, and given up after as many tries. When even this cannot be
              // written, the lease runs out and a later drain takes it.
              log.error({ err: error, notificationId: next.id }, 'Pix not settled');
              const later =
                next.attempts >= SETTLE_ATTEMPTS
                  ? notifications.fail(next, PIX_WEBHOOK_MESSAGES.gaveUp)
                  : notifications.retryLater(
                      next,
                      new Date(Date.now() + retryDelayMs(next.attempts)),
                      PIX_WEBHOOK_MESSAGES.unreachable,
                    );
              await later.catch(() => undefined);
            }
          }
        }),
      );
    }
  }

  /** One drain at a time; a kick during one makes it look again before it ends. */
  function drain(): Promise<number> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = drainAll().finally(() => {
      draining = null;
    });
    return draining;
  }

  function drainNow() {
    if (stopped) return;
    drain().catch((error: unknown) => log.error({ err: error }, 'Pix settlement drain failed'));
  }

  // A notification starts a drain once the requests around it have been answered: a burst of
  // them is all noted first (what the PSP waits for), then settled. A steady stream still
  // settles within KICK_MAX_WAIT_MS of its first.
  let kickTimer: NodeJS.Timeout | undefined;
  let firstKickAt = 0;
  function kick() {
    if (stopped) return;
    const now = Date.now();
    if (!kickTimer) firstKickAt = now;
    else clearTimeout(kickTimer);
    const wait = Math.min(KICK_QUIET_MS, Math.max(0, firstKickAt + KICK_MAX_WAIT_MS - now));
    kickTimer = setTimeout(() => {
      kickTimer = undefined;
      drainNow();
    }, wait);
  }

  return {
    async receive(secretPath, body) {
      const account = await accountOf(secretPath);
      if (!account) throw notFound(PIX_WEBHOOK_MESSAGES.unknownPath);
      const { companyId, bankAccountId } = account;
      await note(
        body.pix.map((pix) => ({
          companyId,
          bankAccountId,
          endToEndId: pix.endToEndId,
          notified: pix,
        })),
      );
      return {
        results: body.pix.map((pix) => ({
          end_to_end_id: pix.endToEndId,
          txid: pix.txid ?? null,
          outcome: 'received' as const,
          refunds_applied: 0,
          message: PIX_WEBHOOK_MESSAGES.received,
        })),
      };
    },

    drain,

    start() {
      if (!stopped) return;
      stopped = false;
      stopRequested = false;
      let sweeps = 0;
      const tick = () => {
        drainNow();
        // Once an hour or so, what is older than the retention goes.
        if (sweeps++ % 360 === 0) {
          const before = new Date(Date.now() - NOTIFICATION_RETENTION_DAYS * 86_400_000);
          notifications
            .prune(before)
            .catch((error: unknown) => log.error({ err: error }, 'Pix notifications not pruned'));
        }
      };
      firstSweep = setTimeout(() => {
        firstSweep = undefined;
        tick();
        sweep = setInterval(tick, SWEEP_MS);
        sweep.unref();
      }, FIRST_SWEEP_MS);
      firstSweep.unref();
    },

    async stop() {
      stopped = true;
      stopRequested = true;
      if (firstSweep) clearTimeout(firstSweep);
      firstSweep = undefined;
      if (sweep) clearInterval(sweep);
      if (kickTimer) clearTimeout(kickTimer);
      kickTimer = undefined;
      sweep = undefined;
      await draining?.catch(() => undefined);
    },
  };
}
