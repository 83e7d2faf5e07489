import { UnderConstruction } from 'shared/ui';

export default function SalesPanelPage() {
  return <UnderConstruction title="Painel de Vendas" area="painel de vendas" />;
}
