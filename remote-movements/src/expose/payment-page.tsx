import { UnderConstruction } from 'shared/ui';

export default function PaymentPage() {
  return <UnderConstruction title="Pagamento" area="pagamento de movimentação" />;
}
