import { UnderConstruction } from 'shared/ui';

export default function ResetPasswordPage() {
  return <UnderConstruction title="Redefinir senha" area="redefinição de senha" />;
}
