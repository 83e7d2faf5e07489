import { PIX_CHARGE_MESSAGES, pixChargePagePath } from 'shared/contracts';
import type {
  BulkPixChargesResult,
  BulkPixSkipReason,
  PixCharge,
  PublicPixCharge,
} from 'shared/contracts';
import { todayIso } from 'shared/format';
import { AppError, conflict, notFound } from '../../../errors';
import { MOVEMENT_NOT_FOUND_MESSAGE } from '../../movements/public';
import { buildBrCode } from '../pix/br-code';
import { BrCodeError } from '../pix/emv-tlv';
import { pixTxid } from '../pix/pix-txid';
import type { PixChargeRow, pixCharges } from '../../../db/schema';
import type {
  ChargeAccount,
  ChargeableMovement,
  PixChargeView,
  PixChargeWriter,
  PixChargesRepository,
} from '../repositories/pix-charges-repository';
import { companyOfChargeToken, newChargeToken } from './charge-token';
import { createAtPsp, pspTxid } from './psp-charge';
import { publicChargeView, toPixCharge } from './pix-charge-views';
import type { PspSettingsService } from './psp-settings-service';

/** What every charge of the company is made with, read once per transaction. */
interface Receiving {
  account: ChargeAccount;
  merchantName: string;
  city: string;
  pspAccount: ReturnType<PspSettingsService['clientOf']> | null;
}

export interface ChargeText {
  brCode: string;
  pagePath: string;
}

/** One selected row of a bulk charge: charged (made or kept), or skipped and why. */
type Outcome =
  | { skipped: BulkPixSkipReason; description: string | null }
  | { movement: ChargeableMovement; view: PixChargeView; created: boolean };

export interface PixChargeService {
  /**
   * The movement's active charge for its open amount: the one it has when amount and account
   * are still those, else a new one that replaces it. `created` says which.
   */
  charge(companyId: string, movementId: string): Promise<{ charge: PixCharge; created: boolean }>;
  /**
   * The same charge as `charge`, as text only: its BR Code and its payer's page, without the SVG
   * the screen shows. For messages, which draw their own picture (a PNG for e-mails).
   */
  chargeText(companyId: string, movementId: string): Promise<ChargeText>;
  /**
   * `chargeText` for many receivables in one transaction (the régua's batches), by movement; a
   * row that cannot be charged says why instead. Throws as `chargeText` does for what stops
   * every row (no Pix account, no city).
   */
  chargeTexts(
    companyId: string,
    movementIds: string[],
  ): Promise<Map<string, ChargeText | { skipped: BulkPixSkipReason } | { failed: unknown }>>;
  /**
   * `charge` for each open receivable of a selection, in one transaction; payables, paid rows
   * and ids the company does not have are reported as skipped, never charged.
   */
  chargeMany(companyId: string, movementIds: string[]): Promise<BulkPixChargesResult>;
  /** The active charge, or 404. */
  current(companyId: string, movementId: string): Promise<PixCharge>;
  /** Cancels the active charge (its page then says so), or 404. */
  cancel(companyId: string, movementId: string): Promise<void>;
  /** What the payer's page shows, or 404 for a token that names no charge. */
  publicPage(token: string): Promise<PublicPixCharge>;
}

export function createPixChargeService({
  charges,
  psp,
  today = todayIso,
}: {
  charges: PixChargesRepository;
  psp: Pick<PspSettingsService, 'clientOf'>;
  /** The company's day (São Paulo); tests may fix it. */
  today?: () => string;
}): PixChargeService {
  /**
   * Takes a PSP charge off the PSP (PATCH status REMOVIDA_PELO_USUARIO_RECEBEDOR) before it is
   * cancelled here. The PSP refusing (it was paid a moment ago, or removed already) does not stop
   * the cancellation: a payment that comes anyway is settled by the webhook like any other. The PSP
   * being unreachable does stop it, so the payer is never left with a code we think is dead.
   */
  async function removeAtPsp(
    w: PixChargeWriter,
    companyId: string,
    charge: PixChargeRow,
  ): Promise<void> {
    if (!charge.pspKind) return;
    const settings = await w.pspSettings(companyId, charge.bankAccountId);
    if (!settings) return;
    try {
      await psp.clientOf(settings).client.removeCob(charge.pspKind, charge.txid);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }

  /** Where the company receives: its default cobrança account with a key, and its city. */
  async function receivingOf(w: PixChargeWriter, companyId: string): Promise<Receiving> {
    const account = await w.chargeAccount(companyId);
    if (!account) throw conflict(PIX_CHARGE_MESSAGES.noChargeAccount);
    const receiver = await w.receiver(companyId);
    const city = receiver?.city?.trim();
    if (!receiver || !city) throw conflict(PIX_CHARGE_MESSAGES.noCity);
    const settings = await w.pspSettings(companyId, account.id);
    return {
      account,
      merchantName: receiver.tradeName?.trim() || receiver.name,
      city,
      pspAccount: settings ? psp.clientOf(settings) : null,
    };
  }

  /** Whether the movement's active charge still asks for what it is owed, where it is owed. */
  function stillRight(
    existing: PixChargeView,
    movement: ChargeableMovement,
    { account, pspAccount }: Receiving,
  ): boolean {
    const { charge } = existing;
    // An account linked to a PSP (or unlinked) since: the charge is made again the new way.
    return (
      charge.amountCents === movement.openCents &&
      charge.bankAccountId === account.id &&
      charge.pixKey === account.pixKey &&
      (charge.pspKind !== null) === (pspAccount !== null) &&
      (charge.pspDueDate === null || charge.pspDueDate === movement.dueDate)
    );
  }

  /** A new charge's row: at the PSP when the account has one, else a static BR Code. */
  async function newCharge(
    companyId: string,
    movementId: string,
    version: number,
    movement: ChargeableMovement,
    { account, merchantName, city, pspAccount }: Receiving,
  ): Promise<typeof pixCharges.$inferInsert> {
    const staticTxid = pixTxid({ companyId, movementId, version });
    const common = {
      companyId,
      movementId,
      version,
      amountCents: movement.openCents,
      bankAccountId: account.id,
      pixKey: account.pixKey,
      token: newChargeToken(companyId),
    };
    // The PSP's charge is made inside the transaction, with the movement locked: if the PSP
    // fails nothing is written here, and the retry sends the same txid, which the PSP answers
    // with the same charge instead of a second one.
    if (pspAccount) {
      const txid = pspTxid(staticTxid);
      const { kind, cob, lateTerms } = await createAtPsp(pspAccount, {
        txid,
        amountCents: movement.openCents,
        pixKey: account.pixKey,
        description: movement.description,
        dueDate: movement.dueDate,
        today: today(),
        payer: movement.payer,
      });
      return {
        ...common,
        txid,
        brCode: cob.pixCopiaECola,
        pspLocation: cob.location,
        pspKind: kind,
        fineBasisPoints: lateTerms?.fineBasisPoints ?? null,
        interestBasisPointsMonth: lateTerms?.interestBasisPointsMonth ?? null,
        pspDueDate: kind === 'cobv' ? movement.dueDate : null,
      };
    }
    try {
      const brCode = buildBrCode({
        kind: 'static',
        pixKey: account.pixKey,
        txid: staticTxid,
        amountCents: movement.openCents,
        merchantName,
        merchantCity: city,
      });
      return { ...common, txid: staticTxid, brCode };
    } catch (error) {
      // A name or city with nothing the BR Code can carry: the person fixes the company's data.
      if (error instanceof BrCodeError) throw conflict(error.message);
      throw error;
    }
  }

  /**
   * Each locked movement's active charge for its open amount: kept when amount and account are
   * still those, else replaced by a new one; rows that cannot be charged say why. The same few
   * statements for one row or a thousand (the régua charges a morning's reminders in batches):
   * the charges, versions and new rows are read and written for all the rows at once.
   */
  async function chargeLocked(
    w: PixChargeWriter,
    companyId: string,
    ids: string[],
    locked: Map<string, ChargeableMovement>,
  ): Promise<Map<string, Outcome>> {
    // Checked once, before any row: without a Pix key or a city nothing can be charged, and
    // the person gets the same message as for one row.
    const receiving = await receivingOf(w, companyId);
    const outcomes = new Map<string, Outcome>();
    const chargeable: string[] = [];
    for (const id of ids) {
      const movement = locked.get(id);
      if (!movement) outcomes.set(id, { skipped: 'not_found', description: null });
      else if (movement.type !== 'receita')
        outcomes.set(id, { skipped: 'payable', description: movement.description });
      else if (movement.openCents <= 0)
        outcomes.set(id, { skipped: 'paid', description: movement.description });
      else chargeable.push(id);
    }
    const actives = await w.actives(companyId, chargeable);
    const versions = await w.lastVersions(companyId, chargeable);
    const made: { id: string; movement: ChargeableMovement }[] = [];
    const rows: (typeof pixCharges.$inferInsert)[] = [];
    for (const id of chargeable) {
      const movement = locked.get(id)!;
      const existing = actives.get(id);
      if (existing && stillRight(existing, movement, receiving)) {
        outcomes.set(id, { movement, view: existing, created: false });
        continue;
      }
      if (existing) {
        await removeAtPsp(w, companyId, existing.charge);
        await w.cancel(companyId, existing.charge.id);
      }
      const version = (versions.get(id) ?? 0) + 1;
      rows.push(await newCharge(companyId, id, version, movement, receiving));
      made.push({ id, movement });
    }
    const inserted = await w.insert(rows);
    made.forEach(({ id, movement }, index) => {
      const charge = inserted[index]!;
      outcomes.set(id, {
        movement,
        view: { charge, bankAccountName: receiving.account.name },
        created: true,
      });
    });
    return outcomes;
  }

  /**
   * `chargeLocked` over `ids`. Static codes: one transaction for all. An account linked to a PSP:
   * one per movement, since each waits on the PSP with its row locked (fifty in one transaction
   * outlived idle_in_transaction_session_timeout and held their rows from the webhook), and a
   * PSP's refusal is then that movement's alone: `onRowError` says what becomes of it (throwing
   * stops the rest). What stops every row (no Pix account, no city) throws before any.
   */
  async function chargeInGroups(
    companyId: string,
    ids: string[],
    onRowError: (id: string, error: unknown) => void,
  ): Promise<Map<string, Outcome>> {
    const linked = await charges.write(
      async (w) => (await receivingOf(w, companyId)).pspAccount !== null,
    );
    const lockAndCharge = (group: string[]) =>
      charges.write(async (w) =>
        chargeLocked(w, companyId, group, await w.lockMovements(companyId, group)),
      );
    if (!linked) return lockAndCharge(ids);
    const outcomes = new Map<string, Outcome>();
    for (const id of ids) {
      try {
        for (const [key, outcome] of await lockAndCharge([id])) outcomes.set(key, outcome);
      } catch (error) {
        onRowError(id, error);
      }
    }
    return outcomes;
  }

  /** The movement's active charge, made (or made again) when it has none for its open amount. */
  function ensureCharge(
    companyId: string,
    movementId: string,
  ): Promise<{ view: PixChargeView; created: boolean }> {
    return charges.write(async (w) => {
      const locked = await w.lockMovements(companyId, [movementId]);
      const movement = locked.get(movementId);
      if (!movement) throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      if (movement.type !== 'receita') throw conflict(PIX_CHARGE_MESSAGES.notReceivable);
      if (movement.openCents <= 0) throw conflict(PIX_CHARGE_MESSAGES.alreadyPaid);
      const outcome = (await chargeLocked(w, companyId, [movementId], locked)).get(movementId);
      if (!outcome || 'skipped' in outcome) throw new Error('a checked movement was skipped');
      return outcome;
    });
  }

  return {
    async charge(companyId, movementId) {
      const { view, created } = await ensureCharge(companyId, movementId);
      return { charge: await toPixCharge(view), created };
    },

    async chargeText(companyId, movementId) {
      const { view } = await ensureCharge(companyId, movementId);
      return { brCode: view.charge.brCode, pagePath: pixChargePagePath(view.charge.token) };
    },

    async chargeTexts(companyId, movementIds) {
      const ids = [...new Set(movementIds)];
      const failed = new Map<string, { failed: unknown }>();
      const outcomes = await chargeInGroups(companyId, ids, (id, error) =>
        failed.set(id, { failed: error }),
      );
      return new Map<string, ChargeText | { skipped: BulkPixSkipReason } | { failed: unknown }>([
        ...[...outcomes].map(
          ([id, outcome]) =>
            [
              id,
              'skipped' in outcome
                ? { skipped: outcome.skipped }
                : {
                    brCode: outcome.view.charge.brCode,
                    pagePath: pixChargePagePath(outcome.view.charge.token),
                  },
            ] as const,
        ),
        ...failed,
      ]);
    },

    async chargeMany(companyId, movementIds) {
      const ids = [...new Set(movementIds)];
      // A person's selection: a PSP refusal stops it and says why; what was charged before it
      // stays charged, and charging the selection again reuses those charges.
      const outcomes = await chargeInGroups(companyId, ids, (_id, error) => {
        throw error;
      });
      const result: BulkPixChargesResult = { created: 0, reused: 0, charges: [], skipped: [] };
      for (const id of ids) {
        const outcome = outcomes.get(id);
        if (!outcome) continue;
        if ('skipped' in outcome) {
          result.skipped.push({
            movement_id: id,
            description: outcome.description,
            reason: outcome.skipped,
          });
          continue;
        }
        const { charge } = outcome.view;
        result[outcome.created ? 'created' : 'reused'] += 1;
        result.charges.push({
          movement_id: id,
          description: outcome.movement.description,
          due_date: outcome.movement.dueDate,
          outcome: outcome.created ? 'created' : 'reused',
          charge_id: charge.id,
          amount_cents: charge.amountCents,
          br_code: charge.brCode,
          page_path: pixChargePagePath(charge.token),
        });
      }
      return result;
    },

    async current(companyId, movementId) {
      const view = await charges.active(companyId, movementId);
      if (!view) throw notFound(PIX_CHARGE_MESSAGES.noActiveCharge);
      return toPixCharge(view);
    },

    async cancel(companyId, movementId) {
      await charges.write(async (w) => {
        const view = await w.active(companyId, movementId);
        if (!view) throw notFound(PIX_CHARGE_MESSAGES.noActiveCharge);
        await removeAtPsp(w, companyId, view.charge);
        await w.cancel(companyId, view.charge.id);
      });
    },

    async publicPage(token) {
      const companyId = companyOfChargeToken(token);
      const row = companyId ? await charges.byToken(companyId, token) : null;
      if (!row) throw notFound(PIX_CHARGE_MESSAGES.pageNotFound);
      return publicChargeView(row, today());
    },
  };
}
