import { UnderConstruction } from 'shared/ui';

export default function AccountPage() {
  return <UnderConstruction title="Minha conta" area="minha conta" />;
}
