import { SalesPanelPage } from '../features/sales-panel/components/sales-panel-page';

export default SalesPanelPage;
