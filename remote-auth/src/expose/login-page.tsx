import { UnderConstruction } from 'shared/ui';

export default function LoginPage() {
  return <UnderConstruction title="Acessar a plataforma" area="login" />;
}
