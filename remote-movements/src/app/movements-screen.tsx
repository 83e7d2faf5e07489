import { MovementFormDrawer } from '../features/movement-form/components/movement-form-drawer';
import { MovementsListPage } from '../features/movements-list/components/movements-list-page';
import { PixChargeDrawer } from '../features/pix-charge/components/pix-charge-drawer';

/** /movimentacoes: the list, and the drawers its URL opens (the features meet only here). */
export function MovementsScreen() {
  return (
    <>
      <MovementsListPage />
      <MovementFormDrawer />
      <PixChargeDrawer />
    </>
  );
}
