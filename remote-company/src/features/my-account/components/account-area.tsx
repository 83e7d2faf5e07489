import { useParams } from 'react-router-dom';
import { PageHeading } from 'shared/ui';
import { SectionLinks } from '../../../components/section-links';
import { UnknownTab } from '../../../components/unknown-tab';
import { ACCOUNT_TABS, findAccountTab } from '../account-tabs';
import type { AccountTabSlug } from '../account-tabs';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

const TAB_CONTENT: Record<AccountTabSlug, () => React.JSX.Element | null> = {
  'informacoes-gerais': ProfileTab,
  seguranca: SecurityTab,
  notificacoes: NotificationsTab,
};

/** `/minha-conta/:tab`: the signed-in person's own data, whatever company is active. */
export function AccountArea() {
  const current = findAccountTab(useParams().tab);
  const Content = current ? TAB_CONTENT[current.slug] : null;
  return (
    <>
      <PageHeading
        title="Minha conta"
        description="Seus dados de acesso, a segurança da conta e os e-mails que você recebe"
      />
      <SectionLinks
        label="Seções da conta"
        basePath="/minha-conta"
        links={ACCOUNT_TABS}
        current={current?.slug ?? null}
      />
      {Content ? (
        <Content />
      ) : (
        <UnknownTab of="da conta" firstTabHref="/minha-conta/informacoes-gerais" />
      )}
    </>
  );
}
