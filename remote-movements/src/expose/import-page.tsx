import { UnderConstruction } from 'shared/ui';

export default function ImportPage() {
  return <UnderConstruction title="Importação" area="importação" />;
}
