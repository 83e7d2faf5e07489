import { UnderConstruction } from 'shared/ui';

export default function SignupInfoPage() {
  return <UnderConstruction title="Informações adicionais" area="informações adicionais" />;
}
