import { createPaymentBody } from 'shared/contracts';
import type { CreatePayment, Movement } from 'shared/contracts';
import { formatCentsForInput, parseBrlToCents, todayIso } from 'shared/format';
import { z } from 'zod';

export const FUTURE_DATE_MESSAGE = 'A data do pagamento não pode ser posterior a hoje.';
export const AMOUNT_INVALID_MESSAGE = 'Informe um valor como 1.234,56.';

/** What the fields hold: typed text; the schema turns it into the API's body (cents). */
export interface PaymentFormValues {
  paid_on: string;
  amount_cents: string;
  bank_account_id: string;
  juros_cents: string;
  multa_cents: string;
  desconto_cents: string;
}

const shape = createPaymentBody.shape;
/** A BRL field checked by the contract's own rule once it is cents. */
const brl = (rule: z.ZodType<number, number>) =>
  z
    .string()
    .transform((typed, ctx) => {
      const cents = parseBrlToCents(typed);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: AMOUNT_INVALID_MESSAGE });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(rule);

/** The contract's schema, reading the typed amounts; the API checks the same rules again. */
export const paymentFormSchema = z.object({
  paid_on: shape.paid_on.refine((date) => date <= todayIso(), FUTURE_DATE_MESSAGE),
  amount_cents: brl(shape.amount_cents),
  bank_account_id: z.string(),
  // An empty field is 0 already (parseBrlToCents), so the contract's default is not needed.
  juros_cents: brl(shape.juros_cents.unwrap()),
  multa_cents: brl(shape.multa_cents.unwrap()),
  desconto_cents: brl(shape.desconto_cents.unwrap()),
});

export function paymentDefaults(movement: Movement): PaymentFormValues {
  return {
    paid_on: todayIso(),
    amount_cents: formatCentsForInput(movement.open_cents),
    bank_account_id: movement.bank_account?.id ?? '',
    juros_cents: '',
    multa_cents: '',
    desconto_cents: '',
  };
}

export function toPaymentBody(values: z.output<typeof paymentFormSchema>): CreatePayment {
  return {
    paid_on: values.paid_on,
    amount_cents: values.amount_cents,
    juros_cents: values.juros_cents,
    multa_cents: values.multa_cents,
    desconto_cents: values.desconto_cents,
    ...(values.bank_account_id ? { bank_account_id: values.bank_account_id } : {}),
  };
}

/** Principal + juros + multa − desconto, as typed so far (0 for what is not an amount yet). */
export function typedTotalCents(values: Partial<PaymentFormValues>): number {
  const cents = (typed: string | undefined) => parseBrlToCents(typed ?? '') ?? 0;
  return (
    cents(values.amount_cents) +
    cents(values.juros_cents) +
    cents(values.multa_cents) -
    cents(values.desconto_cents)
  );
}
