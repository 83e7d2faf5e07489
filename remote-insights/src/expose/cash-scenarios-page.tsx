import { CashScenariosPage } from '../features/cash-scenarios/components/cash-scenarios-page';

export default CashScenariosPage;
