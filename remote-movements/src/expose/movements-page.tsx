import { MovementsScreen } from '../app/movements-screen';

export default MovementsScreen;
