import { UnderConstruction } from 'shared/ui';

export default function MovementsImportPage() {
  return (
    <UnderConstruction title="Importação de movimentações" area="importação de movimentações" />
  );
}
