import { MovementFormDrawer } from '../features/movement-form/components/movement-form-drawer';
import { MovementsListPage } from '../features/movements-list/components/movements-list-page';

/** /movimentacoes: the list, and the form drawer its URL opens (the features meet only here). */
export function MovementsScreen() {
  return (
    <>
      <MovementsListPage />
      <MovementFormDrawer />
    </>
  );
}
