import { BudgetPage } from '../features/budget/components/budget-page';

export default BudgetPage;
