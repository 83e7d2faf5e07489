import { selectAccount, useAppSelector } from 'shared/session';
import { AccountSection } from './account-section';
import { EmailChange } from './email-change';
import { NameForm } from './name-form';
import { ProfilePhoto } from './profile-photo';

/** `/minha-conta/informacoes-gerais`: photo, name and the sign-in e-mail. */
export function ProfileTab() {
  const user = useAppSelector(selectAccount)?.user;
  if (!user) return null;
  return (
    <>
      <AccountSection title="Foto">
        <ProfilePhoto user={user} />
      </AccountSection>
      <AccountSection title="Nome" description="Como você aparece para a sua equipe no Fluxo.">
        {/* Keyed by the stored name: a change made elsewhere resets the form to it. */}
        <NameForm key={user.name} user={user} />
      </AccountSection>
      <AccountSection
        title="E-mail"
        description="O e-mail com que você entra no Fluxo e recebe convites e avisos."
      >
        <EmailChange user={user} />
      </AccountSection>
    </>
  );
}
