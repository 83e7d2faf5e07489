import { UnderConstruction } from 'shared/ui';

export default function CompanyPage() {
  return <UnderConstruction title="Empresa" area="empresa" />;
}
