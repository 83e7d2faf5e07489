import { AccountSection } from './account-section';
import { DigestSettings } from './digest-settings';

/** `/minha-conta/notificacoes`: the e-mails the person chooses to receive. */
export function NotificationsTab() {
  return (
    <AccountSection
      title="Resumo diário por e-mail"
      description="Toda manhã, entre 7h e 10h, um e-mail com o que vence hoje, o que está em atraso e o que foi recebido e pago ontem. Escolha de quais empresas você quer receber."
    >
      <DigestSettings />
    </AccountSection>
  );
}
