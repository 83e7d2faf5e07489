import { PaymentPage } from '../features/payment/components/payment-page';
import { PixChargeDrawer } from '../features/pix-charge/components/pix-charge-drawer';

/** /movimentacoes/pagamento/:id: the payment page, and the Pix charge drawer its URL opens. */
export function PaymentScreen() {
  return (
    <>
      <PaymentPage />
      <PixChargeDrawer />
    </>
  );
}
