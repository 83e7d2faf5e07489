import { PIX_CHARGE_MESSAGES, lateEstimate, pixChargePagePath } from 'shared/contracts';
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
import { brCodeSvg } from '../pix/br-code-image';
import { BrCodeError } from '../pix/emv-tlv';
import { pixTxid } from '../pix/pix-txid';
import type { PixChargeRow } from '../../../db/schema';
import type {
  ChargeAccount,
  ChargeableMovement,
  PixChargeView,
  PixChargeWriter,
  PixChargesRepository,
} from '../repositories/pix-charges-repository';
import { companyOfChargeToken, newChargeToken } from './charge-token';
import { createAtPsp, pspTxid } from './psp-charge';
import type { PspSettingsService } from './psp-settings-service';

/** What every charge of the company is made with, read once per transaction. */
interface Receiving {
  account: ChargeAccount;
  merchantName: string;
  city: string;
  pspAccount: ReturnType<PspSettingsService['clientOf']> | null;
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
  chargeText(companyId: string, movementId: string): Promise<{ brCode: string; pagePath: string }>;
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

async function toPixCharge({ charge, bankAccountName }: PixChargeView): Promise<PixCharge> {
  return {
    id: charge.id,
    movement_id: charge.movementId,
    status: charge.status,
    amount_cents: charge.amountCents,
    txid: charge.txid,
    br_code: charge.brCode,
    // Drawn on each read rather than stored: ~1 ms, and the picture can change with the library
    // while the BR Code it shows stays what the payer was sent.
    qr_svg: brCodeSvg(charge.brCode),
    page_path: pixChargePagePath(charge.token),
    bank_account: { id: charge.bankAccountId, name: bankAccountName },
    pix_key: charge.pixKey,
    created_at: charge.createdAt.toISOString(),
  };
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

  /**
   * The active charge of a receivable locked with something open: kept when amount and account
   * are still those, else replaced by a new one.
   */
  async function chargeLocked(
    w: PixChargeWriter,
    companyId: string,
    movementId: string,
    movement: ChargeableMovement,
    { account, merchantName, city, pspAccount }: Receiving,
  ): Promise<{ view: PixChargeView; created: boolean }> {
    const existing = await w.active(companyId, movementId);
    // An account linked to a PSP (or unlinked) since: the charge is made again the new way.
    const same =
      existing?.charge.amountCents === movement.openCents &&
      existing.charge.bankAccountId === account.id &&
      existing.charge.pixKey === account.pixKey &&
      (existing.charge.pspKind !== null) === (pspAccount !== null) &&
      (existing.charge.pspDueDate === null || existing.charge.pspDueDate === movement.dueDate);
    if (existing && same) return { view: existing, created: false };
    if (existing) {
      await removeAtPsp(w, companyId, existing.charge);
      await w.cancel(companyId, existing.charge.id);
    }

    const version = (await w.lastVersion(companyId, movementId)) + 1;
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
      const charge = await w.insert({
        ...common,
        txid,
        brCode: cob.pixCopiaECola,
        pspLocation: cob.location,
        pspKind: kind,
        fineBasisPoints: lateTerms?.fineBasisPoints ?? null,
        interestBasisPointsMonth: lateTerms?.interestBasisPointsMonth ?? null,
        pspDueDate: kind === 'cobv' ? movement.dueDate : null,
      });
      return { view: { charge, bankAccountName: account.name }, created: true };
    }
    const txid = staticTxid;
    let brCode: string;
    try {
      brCode = buildBrCode({
        kind: 'static',
        pixKey: account.pixKey,
        txid,
        amountCents: movement.openCents,
        merchantName,
        merchantCity: city,
      });
    } catch (error) {
      // A name or city with nothing the BR Code can carry: the person fixes the company's data.
      if (error instanceof BrCodeError) throw conflict(error.message);
      throw error;
    }
    const charge = await w.insert({ ...common, txid, brCode });
    return { view: { charge, bankAccountName: account.name }, created: true };
  }

  /** The movement's active charge, made (or made again) when it has none for its open amount. */
  function ensureCharge(
    companyId: string,
    movementId: string,
  ): Promise<{ view: PixChargeView; created: boolean }> {
    return charges.write(async (w) => {
      const movement = await w.lockMovement(companyId, movementId);
      if (!movement) throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
      if (movement.type !== 'receita') throw conflict(PIX_CHARGE_MESSAGES.notReceivable);
      if (movement.openCents <= 0) throw conflict(PIX_CHARGE_MESSAGES.alreadyPaid);
      return chargeLocked(w, companyId, movementId, movement, await receivingOf(w, companyId));
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

    async chargeMany(companyId, movementIds) {
      const ids = [...new Set(movementIds)];
      const outcomes = await charges.write(async (w) => {
        // Checked once, before any row: without a Pix key or a city nothing can be charged, and
        // the person gets the same message as for one row.
        const receiving = await receivingOf(w, companyId);
        const byId = new Map<string, Outcome>();
        // Locked in id order, so two selections that overlap never wait on each other in a cycle.
        for (const id of [...ids].sort()) {
          const movement = await w.lockMovement(companyId, id);
          if (!movement) byId.set(id, { skipped: 'not_found', description: null });
          else if (movement.type !== 'receita')
            byId.set(id, { skipped: 'payable', description: movement.description });
          else if (movement.openCents <= 0)
            byId.set(id, { skipped: 'paid', description: movement.description });
          else
            byId.set(id, {
              movement,
              ...(await chargeLocked(w, companyId, id, movement, receiving)),
            });
        }
        return byId;
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
      const payable = row.charge.status === 'active';
      const { fineBasisPoints, interestBasisPointsMonth } = row.charge;
      const lateTerms =
        fineBasisPoints !== null && interestBasisPointsMonth !== null
          ? {
              fine_basis_points: fineBasisPoints,
              interest_basis_points_month: interestBasisPointsMonth,
            }
          : null;
      // A /cobv is due when the PSP holds it due: the date its juros count from.
      const dueDate = row.charge.pspDueDate ?? row.dueDate;
      return {
        status: row.charge.status,
        company: {
          name: row.companyName,
          document: row.companyDocument,
          logo_url: row.companyLogo,
        },
        description: row.description,
        amount_cents: row.charge.amountCents,
        due_date: dueDate,
        // Paid or cancelled, the page says so and offers nothing to pay.
        br_code: payable ? row.charge.brCode : null,
        qr_svg: payable ? brCodeSvg(row.charge.brCode) : null,
        late_terms: lateTerms,
        late_estimate:
          payable && lateTerms
            ? lateEstimate(row.charge.amountCents, lateTerms, dueDate, today())
            : null,
      };
    },
  };
}
