import { PIX_CHARGE_MESSAGES, pixChargePagePath } from 'shared/contracts';
import type { PixCharge, PublicPixCharge } from 'shared/contracts';
import { conflict, notFound } from '../../../errors';
import { MOVEMENT_NOT_FOUND_MESSAGE } from '../../movements/public';
import { buildBrCode } from '../pix/br-code';
import { brCodeSvg } from '../pix/br-code-image';
import { BrCodeError } from '../pix/emv-tlv';
import { pixTxid } from '../pix/pix-txid';
import type { PixChargeView, PixChargesRepository } from '../repositories/pix-charges-repository';
import { companyOfChargeToken, newChargeToken } from './charge-token';

export interface PixChargeService {
  /**
   * The movement's active charge for its open amount: the one it has when amount and account
   * are still those, else a new one that replaces it. `created` says which.
   */
  charge(companyId: string, movementId: string): Promise<{ charge: PixCharge; created: boolean }>;
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
    qr_svg: await brCodeSvg(charge.brCode),
    page_path: pixChargePagePath(charge.token),
    bank_account: { id: charge.bankAccountId, name: bankAccountName },
    pix_key: charge.pixKey,
    created_at: charge.createdAt.toISOString(),
  };
}

export function createPixChargeService({
  charges,
}: {
  charges: PixChargesRepository;
}): PixChargeService {
  return {
    async charge(companyId, movementId) {
      const { view, created } = await charges.write(async (w) => {
        const movement = await w.lockMovement(companyId, movementId);
        if (!movement) throw notFound(MOVEMENT_NOT_FOUND_MESSAGE);
        if (movement.type !== 'receita') throw conflict(PIX_CHARGE_MESSAGES.notReceivable);
        if (movement.openCents <= 0) throw conflict(PIX_CHARGE_MESSAGES.alreadyPaid);
        const account = await w.chargeAccount(companyId);
        if (!account) throw conflict(PIX_CHARGE_MESSAGES.noChargeAccount);
        const receiver = await w.receiver(companyId);
        const city = receiver?.city?.trim();
        if (!receiver || !city) throw conflict(PIX_CHARGE_MESSAGES.noCity);

        const existing = await w.active(companyId, movementId);
        const same =
          existing?.charge.amountCents === movement.openCents &&
          existing.charge.bankAccountId === account.id &&
          existing.charge.pixKey === account.pixKey;
        if (existing && same) return { view: existing, created: false };
        if (existing) await w.cancel(companyId, existing.charge.id);

        const version = (await w.lastVersion(companyId, movementId)) + 1;
        const txid = pixTxid({ companyId, movementId, version });
        let brCode: string;
        try {
          brCode = buildBrCode({
            kind: 'static',
            pixKey: account.pixKey,
            txid,
            amountCents: movement.openCents,
            merchantName: receiver.tradeName?.trim() || receiver.name,
            merchantCity: city,
          });
        } catch (error) {
          // A name or city with nothing the BR Code can carry: the person fixes the company's data.
          if (error instanceof BrCodeError) throw conflict(error.message);
          throw error;
        }
        const charge = await w.insert({
          companyId,
          movementId,
          version,
          txid,
          amountCents: movement.openCents,
          bankAccountId: account.id,
          pixKey: account.pixKey,
          brCode,
          token: newChargeToken(companyId),
        });
        return { view: { charge, bankAccountName: account.name }, created: true };
      });
      return { charge: await toPixCharge(view), created };
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
        await w.cancel(companyId, view.charge.id);
      });
    },

    async publicPage(token) {
      const companyId = companyOfChargeToken(token);
      const row = companyId ? await charges.byToken(companyId, token) : null;
      if (!row) throw notFound(PIX_CHARGE_MESSAGES.pageNotFound);
      const payable = row.charge.status === 'active';
      return {
        status: row.charge.status,
        company: {
          name: row.companyName,
          document: row.companyDocument,
          logo_url: row.companyLogo,
        },
        description: row.description,
        amount_cents: row.charge.amountCents,
        due_date: row.dueDate,
        // Paid or cancelled, the page says so and offers nothing to pay.
        br_code: payable ? row.charge.brCode : null,
        qr_svg: payable ? await brCodeSvg(row.charge.brCode) : null,
      };
    },
  };
}
