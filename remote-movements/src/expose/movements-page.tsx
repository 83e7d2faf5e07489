import { UnderConstruction } from 'shared/ui';

export default function MovementsPage() {
  return <UnderConstruction title="Movimentações" area="movimentações" />;
}
