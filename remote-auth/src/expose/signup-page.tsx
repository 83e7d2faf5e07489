import { UnderConstruction } from 'shared/ui';

export default function SignupPage() {
  return <UnderConstruction title="Cadastre-se" area="cadastro" />;
}
