import { renderStandalone } from 'shared/ui';
import InsightsPage from './expose/insights-page';
import SalesPanelPage from './expose/sales-panel-page';

renderStandalone([
  { path: '/', Component: InsightsPage },
  { path: '/painel-de-vendas', Component: SalesPanelPage },
]);
