import { AccountSection } from './account-section';
import { PasswordForm } from './password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** `/minha-conta/seguranca`: the password and the open sessions. */
export function SecurityTab() {
  return (
    <>
      <AccountSection
        title="Alterar senha"
        description="Ao trocar a senha, as sessões abertas em outros dispositivos são encerradas."
      >
        <PasswordForm />
      </AccountSection>
      <AccountSection title="Sessões">
        <SignOutEverywhere />
      </AccountSection>
    </>
  );
}
