import { MovementsListPage } from '../features/movements-list/components/movements-list-page';

export default MovementsListPage;
