import { useParams } from 'react-router-dom';
import { selectAccount, useAppSelector } from 'shared/session';
import { PageHeading } from 'shared/ui';
import { BankAccountsTab } from '../features/bank-accounts/components/bank-accounts-tab';
import { CategoriesTab } from '../features/categories/components/categories-tab';
import { CompanyInfoTab } from '../features/company-info/components/company-info-tab';
import { CostCentersTab } from '../features/cost-centers/components/cost-centers-tab';
import { MembersTab } from '../features/members/components/members-tab';
import { ApprovalSetting } from '../features/payment-approval/components/approval-setting';
import { RemindersTab } from '../features/reminders/components/reminders-tab';
import { ClientsTab, SuppliersTab } from '../features/contacts/components/contacts-tab';
import { findCompanyTab } from './company-tabs';
import type { CompanyTabSlug } from './company-tabs';
import { CompanyTabLinks } from './company-tab-links';
import { UnknownTab } from '../components/unknown-tab';

/**
 * The company's data, then its payment approval setting, which is saved on its own (it belongs to
 * the approvals domain, not to the company's fields).
 */
function GeneralTab() {
  return (
    <>
      <CompanyInfoTab />
      <ApprovalSetting />
    </>
  );
}

const TAB_CONTENT: Record<CompanyTabSlug, () => React.JSX.Element> = {
  'informacoes-gerais': GeneralTab,
  'plano-de-contas': CategoriesTab,
  'contas-bancarias': BankAccountsTab,
  'centro-de-custo': CostCentersTab,
  fornecedores: SuppliersTab,
  clientes: ClientsTab,
  usuarios: MembersTab,
  'regua-de-cobranca': RemindersTab,
};

/** `/empresa/:tab`: the company's name, the section links and the section the route names. */
export function CompanyArea() {
  const { tab } = useParams();
  const companyName = useAppSelector(selectAccount)?.company.name;
  const current = findCompanyTab(tab);
  const Content = current ? TAB_CONTENT[current.slug] : null;

  return (
    <>
      <PageHeading
        title={companyName ?? 'Empresa'}
        description="Cadastros e configurações da empresa"
      />
      <CompanyTabLinks current={current?.slug ?? null} />
      {Content ? (
        <Content />
      ) : (
        <UnknownTab of="da empresa" firstTabHref="/empresa/informacoes-gerais" />
      )}
    </>
  );
}
