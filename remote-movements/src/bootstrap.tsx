import { renderStandalone } from 'shared/ui';
import MovementsPage from './expose/movements-page';
import MovementsImportPage from './expose/movements-import-page';
import PaymentPage from './expose/payment-page';
import ImportPage from './expose/import-page';

renderStandalone([
  { path: '/movimentacoes', Component: MovementsPage },
  { path: '/movimentacoes/importacao', Component: MovementsImportPage },
  { path: '/movimentacoes/pagamento/:id', Component: PaymentPage },
  { path: '/importacao', Component: ImportPage },
]);
