import { UnderConstruction } from 'shared/ui';

export default function ForgotPasswordPage() {
  return <UnderConstruction title="Esqueceu sua senha?" area="recuperação de senha" />;
}
