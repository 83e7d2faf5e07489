// `?cobranca-pix=<movement id>` opens the Pix charge drawer over the list or the payment page, so
// the back button closes it and the list keeps its filter. Here, not in the feature: the list and
// the payment page open it, and a feature must not import another.
export const PIX_CHARGE_PARAM = 'cobranca-pix';

/** The same URL with the drawer opened on `movementId`. */
export function withPixCharge(params: URLSearchParams, movementId: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(PIX_CHARGE_PARAM, movementId);
  return next;
}

/** The same URL without the drawer. */
export function withoutPixCharge(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PIX_CHARGE_PARAM);
  return next;
}
