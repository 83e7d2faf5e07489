import { UnderConstruction } from 'shared/ui';

export default function VerificationPage() {
  return <UnderConstruction title="Verificação de e-mail" area="verificação de e-mail" />;
}
