import { lateEstimate, pixChargePagePath } from 'shared/contracts';
import type { PixCharge, PublicPixCharge } from 'shared/contracts';
import { brCodeSvg } from '../pix/br-code-image';
import type { PixChargeView, PublicChargeRow } from '../repositories/pix-charges-repository';

// What a charge looks like: to the company (the drawer, the list's row) and to the payer (the
// public page), apart from how a charge is made (pix-charge-service.ts).

/** A charge as the company's API gives it. */
export async function toPixCharge({ charge, bankAccountName }: PixChargeView): Promise<PixCharge> {
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

/** The payer's page: a charge paid or cancelled shows its state and offers nothing to pay. */
export function publicChargeView(row: PublicChargeRow, today: string): PublicPixCharge {
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
      payable && lateTerms ? lateEstimate(row.charge.amountCents, lateTerms, dueDate, today) : null,
  };
}
